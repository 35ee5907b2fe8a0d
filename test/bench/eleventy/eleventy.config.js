/**
 * Eleventy 3 as the benchmark's peer (test/bench/build.bench.ts): its defaults (markdown-it,
 * Liquid over markdown, Nunjucks layout) and nothing else. The input folder is written by
 * test/bench/synthetic-content.ts, which copies _includes/ from here.
 */
export default function (eleventyConfig) {
  eleventyConfig.setQuietMode(true);
}
