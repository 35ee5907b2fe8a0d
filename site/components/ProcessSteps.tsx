export interface Step {
  title: string;
  text: string;
}

/** The four steps of a job as the home page tells them (spec: request, visit, quote, intervention). */
export const QUOTE_PROCESS: Step[] = [
  {
    title: "Demande de devis",
    text: "Par téléphone, par e-mail ou via le formulaire : décrivez le lieu, le volume et vos délais.",
  },
  {
    title: "Visite et évaluation",
    text: "Nous passons sur place, gratuitement, ou estimons le volume sur photos et vidéo.",
  },
  { title: "Devis détaillé", text: "Vous recevez un prix ferme, TVAC, qui déduit la valeur des objets revendables." },
  {
    title: "Intervention",
    text: "L’équipe vide, trie, évacue et balaie. Vous récupérez un lieu prêt à être vendu ou loué.",
  },
];

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
