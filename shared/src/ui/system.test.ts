import { appSystem } from './system';

// The kit's system holds only the recipes the screens use: a component used without its recipe
// renders with no size at all (the admin review: the saved-view dialog's switch was 0 px, light and dark).
describe('the kit system', () => {
  it.each(['switch', 'radioGroup', 'dialog', 'field', 'table'])('has the %s recipe', (name) => {
    expect(appSystem.isSlotRecipe(name)).toBe(true);
  });
});
