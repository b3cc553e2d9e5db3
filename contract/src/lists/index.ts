/**
 * `@rewards/contract/lists`: the declaration of every server-paged list (filters, sort keys,
 * columns, CSV) and the helpers both sides use to read them. See docs/architecture.md, "Add
 * a list".
 */
export * from './list-declaration';
export * from './list-catalogue';
export * from './saved-view-lists';
export * from './view-query';
