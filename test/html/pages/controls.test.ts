/**
 * Links, buttons and fields as assistive technology and other checkers read them, on every
 * built page (island markup included): each control carries its own name, icons inside
 * controls are decorative, every input states its type.
 */
import * as assert from "uvu/assert";
import { siteSuites } from "../../helpers/html-sites.ts";
import { textOf } from "../../helpers/site.ts";

/** Text of a node that assistive technology reads: not what is aria-hidden, nor images. */
function spokenText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (element.getAttribute("aria-hidden") === "true" || element.tagName.toLowerCase() === "svg") return "";
  let text = "";
  for (const child of element.childNodes) text += spokenText(child);
  return text;
}

/**
 * The accessible name a control gets from itself (accname: aria-labelledby, aria-label, then
 * its content), leaving out an image's label inside it, which some checkers do not count.
 */
function ownName(control: Element, doc: Document): string {
  const labelledBy = control.getAttribute("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(doc.getElementById(id)))
      .join(" ")
      .trim();
  const label = control.getAttribute("aria-label");
  if (label?.trim()) return label.trim();
  // Most controls hold text only: the careful walk is for those with images or hidden parts.
  const text = control.querySelector("svg, [aria-hidden]") ? spokenText(control) : (control.textContent ?? "");
  return text.replace(/\s+/g, " ").trim();
}

const describe = (el: Element) => el.outerHTML.slice(0, 160);

siteSuites("controls", (controls) => {
  controls("every link and button has a name of its own, not only an image's label inside it", ({ site }) => {
    for (const url of site.urls) {
      const doc = site.page(url);
      for (const control of doc.querySelectorAll("a[href], button")) {
        assert.ok(ownName(control, doc), `${url}: ${describe(control)}`);
      }
    }
  });

  controls("icons inside links and buttons are decorative", ({ site }) => {
    for (const url of site.urls) {
      for (const svg of site.page(url).querySelectorAll("a svg, button svg")) {
        assert.is(svg.getAttribute("aria-hidden"), "true", `${url}: ${describe(svg)}`);
      }
    }
  });

  controls("every input states its type", ({ site }) => {
    let inputs = 0;
    for (const url of site.urls) {
      for (const input of site.page(url).querySelectorAll("input")) {
        assert.ok(input.getAttribute("type"), `${url}: ${describe(input)}`);
        inputs++;
      }
    }
    assert.ok(inputs > 0, "the forms are in the pages");
  });
});
