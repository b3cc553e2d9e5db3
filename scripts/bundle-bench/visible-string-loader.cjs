/**
 * The one visible-string change of the repeat-visit benchmark (repeat-visit.ts), applied while
 * building instead of editing the source tree: replaces `from` with `to` in the files the
 * rule matches, and fails the build when the string is gone, so the benchmark cannot
 * silently measure a build that did not change.
 */
module.exports = function visibleStringLoader(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`${this.resourcePath} no longer contains ${from}`);
  return source.replace(from, to);
};
