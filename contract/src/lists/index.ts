/**
 * `@rewards/contract/lists`: the declaration of every server-paged list (filters, sort keys,
 * columns, CSV) and the helpers both sides use to read them. See docs/architecture.md, "Add
 * a list".
 */
export * from './list-declaration';
export * from './wallet-list';
export * from './withdrawal-list';
export * from './crypto-list';
export * from './notification-list';
export * from './user-list';
export * from './audit-list';
export * from './message-list';
export * from './quiz-list';
export * from './banner-list';
export * from './list-catalogue';
export * from './saved-view-lists';
export * from './view-query';
