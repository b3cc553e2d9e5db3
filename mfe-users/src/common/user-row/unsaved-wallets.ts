import { create } from 'zustand';

/** Wallet edits typed but not saved, by user id: what the leave guard names. */
interface UnsavedWallets {
  edits: Readonly<Record<number, string>>;
  mark: (userId: number, description: string) => void;
  clear: (userId: number) => void;
  clearAll: () => void;
}

export const useUnsavedWallets = create<UnsavedWallets>()((set) => ({
  edits: {},
  mark: (userId, description) =>
    set((state) =>
      state.edits[userId] === description
        ? state
        : { edits: { ...state.edits, [userId]: description } },
    ),
  clear: (userId) =>
    set((state) => {
      if (!(userId in state.edits)) return state;
      const { [userId]: _gone, ...rest } = state.edits;
      return { edits: rest };
    }),
  clearAll: () => set({ edits: {} }),
}));
