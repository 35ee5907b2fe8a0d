/**
 * Decap's French phrases, where the owner needs other words: a check names the field and says
 * the rule (« Résumé : 60 à 180 caractères. », the rule written by site/cms/field-rules.ts),
 * never « ne correspond pas au schéma »; the « + Article » button uses a plain plus sign (the
 * full-width one of Decap's phrases is missing from common fonts and shows as an empty box);
 * the language panes' buttons are in French too.
 */
import { CMS, type Phrases } from "./decap.ts";

const overrides: Phrases = {
  collection: {
    collectionTop: { newButton: "+ %{collectionLabel}" },
  },
  editor: {
    editorControlPane: {
      // The pane of each language (fr, nl): Decap's French phrases lack these two.
      i18n: {
        copyFromLocale: "Reprendre une autre langue",
        copyFromLocaleConfirm: "Reprendre les textes en %{locale} ?\nCe qui est écrit ici sera remplacé.",
      },
      widget: {
        required: "%{fieldLabel} : champ obligatoire.",
        regexPattern: "%{fieldLabel} : %{pattern}.",
        range: "%{fieldLabel} : de %{minValue} à %{maxValue}.",
        min: "%{fieldLabel} : au moins %{minValue}.",
        max: "%{fieldLabel} : au plus %{maxValue}.",
        rangeCount: "%{fieldLabel} : de %{minCount} à %{maxCount} éléments.",
        rangeCountExact: "%{fieldLabel} : exactement %{count} éléments.",
        rangeMin: "%{fieldLabel} : au moins %{minCount} élément(s).",
        rangeMax: "%{fieldLabel} : au plus %{maxCount} éléments.",
      },
    },
  },
};

/** `base` with every phrase of `changes` put in its place. */
export function withPhrases(base: Phrases, changes: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = out[key];
    out[key] = typeof value === "object" && typeof current === "object" ? withPhrases(current, value) : value;
  }
  return out;
}

CMS.registerLocale("fr", withPhrases(CMS.getLocale("fr") ?? {}, overrides));
