/** `@rewards/contract/events`: the live-update stream's names, types and permissions. */
export * from './event-types';
