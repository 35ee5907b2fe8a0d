/** The review figures are counted from the published reviews and never rounded up. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { POSITIVE_RATING, reviewFigures } from "../../../site/lib/content/rules/figures.ts";

const ratings = (...values: number[]) => values.map((rating) => ({ rating }));

test("the count is the number of published reviews", () => {
  assert.is(reviewFigures(ratings(5, 3, 1)).count, 3);
  assert.equal(reviewFigures([]), { count: 0, average: 0, positiveShare: 0 });
});

test("the average is rounded down to one decimal: 4,96 is not « 5/5 »", () => {
  const many = ratings(...Array.from({ length: 24 }, () => 5), 4);
  assert.is(reviewFigures(many).average, 4.9);
  assert.is(reviewFigures(ratings(5, 5, 4)).average, 4.6);
  assert.is(reviewFigures(ratings(5, 5, 5)).average, 5);
  assert.is(reviewFigures(ratings(1, 2)).average, 1.5);
});

test("the share counts the reviews of POSITIVE_RATING stars or more, rounded down", () => {
  const below = POSITIVE_RATING - 1;
  assert.is(reviewFigures(ratings(5, POSITIVE_RATING, below)).positiveShare, 66);
  assert.is(reviewFigures(ratings(...Array.from({ length: 199 }, () => 5), below)).positiveShare, 99);
  assert.is(reviewFigures(ratings(below, below)).positiveShare, 0);
});

test.run();
