/**
 * The checks that rule out marked's setext heading and table rules (site/lib/text/markdown-blocks.ts)
 * only ever rule out inputs the expressions do not match, rule out ordinary prose, and leave the
 * rendered markdown unchanged.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Lexer, Marked } from "marked";
import { blockChecks, mayTable, maySetextHeading, rulesStillMatch } from "../../site/lib/text/markdown-blocks.ts";
import { contentMarkdown, generated } from "../helpers/generated-text.ts";

/** What the two rules react to (underlines, delimiter rows, indents, blank lines), and prose. */
// prettier-ignore
const PIECES = [
  "\n", "\n", "\n\n", "\n \n", "\n\t\n", " ", "  ", "   ", "    ", "\t", "=", "==", "-", "--", "---", " - ", "- ", "* ",
  "1. ", "# ", "> ", "|", " | ", "|---|", ":--", "--:", ":-:", "```", "<div>", "\r", "\u2028", "\u00a0",
  "Texte", "débarras", "maison", ".", ":",
];

const { lheading, table } = Lexer.rules.block.gfm;

test("marked's expressions still have the shape the checks rely on (else the checks are left out)", () => {
  assert.ok(rulesStillMatch(Lexer.rules.block.gfm));
  assert.equal(Object.keys(blockChecks).sort(), ["lheading", "table"]);
});

test("an input the checks rule out is one the expressions do not match", () => {
  let ruledOut = 0;
  for (const source of generated(40_000, 3, PIECES, 18)) {
    if (!maySetextHeading(source)) {
      ruledOut++;
      assert.is(lheading.exec(source), null, JSON.stringify(source));
    }
    if (!mayTable(source)) assert.is(table.exec(source), null, JSON.stringify(source));
  }
  // The inputs are not all ruled in: the loop above tested something.
  assert.ok(ruledOut > 10_000, String(ruledOut));
});

test("prose is ruled out, an underline or a delimiter row is not", () => {
  const paragraph = "Un vide-maison complet.\nLe tri, puis l’enlèvement.\n\n## Suite\n\nTitre\n=====\n";
  assert.not.ok(maySetextHeading(paragraph));
  assert.not.ok(mayTable(paragraph));
  assert.not.ok(mayTable("Une ligne | deux\n| : |\n"));
  assert.not.ok(maySetextHeading("Trois règles :\n- la première ;\n- la seconde.\n"));
  assert.ok(maySetextHeading("Titre\n  ---  \nTexte"));
  assert.ok(maySetextHeading("Titre\n==="));
  assert.ok(mayTable("Pièce | Volume\n:--- | ---:\nSalon | 12 m³\n"));
});

test("markdown renders the same with and without the checks: the content and generated documents", () => {
  const plain = new Marked({ gfm: true });
  const checked = new Marked({ gfm: true, tokenizer: blockChecks });
  const files = contentMarkdown();
  assert.ok(files.length > 0);
  for (const source of [...files, ...generated(4_000, 4, PIECES, 30)]) {
    assert.is(
      checked.parse(source, { async: false }),
      plain.parse(source, { async: false }),
      JSON.stringify(source.slice(0, 80)),
    );
  }
});

test.run();
