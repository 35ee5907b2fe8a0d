/**
 * The blog's page buttons (site/routes/blog.tsx): every page when there are few, otherwise a
 * window that stays short enough for a phone and still leads from any page to every other.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { pageButtons } from "../../../site/routes/blog.tsx";

/** Enough pages to see every shape of the window, at its ends and in its middle. */
const LARGEST = 40;
/** A row of buttons that fits a phone's width (375 px) on one line. */
const MOST_BUTTONS = 7;

const numbersOf = (buttons: Array<number | null>) => buttons.filter((b): b is number => b !== null);

test("the first, the last, the current page and its neighbours always have a button, in order", () => {
  for (let count = 1; count <= LARGEST; count++) {
    for (let page = 1; page <= count; page++) {
      const buttons = pageButtons(page, count);
      const numbers = numbersOf(buttons);
      for (const wanted of [1, page - 1, page, page + 1, count].filter((n) => n >= 1 && n <= count)) {
        assert.ok(numbers.includes(wanted), `${page}/${count}: ${wanted} in ${buttons.join(",")}`);
      }
      assert.ok(
        numbers.every((n, i) => i === 0 || n > numbers[i - 1]!),
        `${page}/${count}: ascending`,
      );
      assert.ok(buttons.length <= MOST_BUTTONS, `${page}/${count}: ${buttons.length} buttons`);
    }
  }
});

test("few pages: one button each; more: a gap stands for two pages or more, never for one", () => {
  for (let count = 1; count <= LARGEST; count++) {
    for (let page = 1; page <= count; page++) {
      const buttons = pageButtons(page, count);
      if (count <= MOST_BUTTONS)
        assert.equal(
          buttons,
          Array.from({ length: count }, (_, i) => i + 1),
        );
      buttons.forEach((button, i) => {
        if (i === 0) return assert.is(button, 1);
        const before = buttons[i - 1];
        if (button === null) {
          assert.ok(
            before !== null && (buttons[i + 1] as number) - (before as number) >= 3,
            `${page}/${count}: gap ${i}`,
          );
        } else if (before !== null) {
          assert.is(button - (before as number), 1, `${page}/${count}: ${before} then ${button}`);
        }
      });
    }
  }
});

test.run();
