/**
 * Checks the page's outline: it starts at one h1 and never skips a level on the way down
 * (h1 -> h3 would leave screen-reader users guessing what sits between).
 */
export function expectHeadingsInOrder(root: ParentNode = document.body) {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
  expect(skips).toEqual([]);
}
