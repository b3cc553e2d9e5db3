import { create } from 'zustand';

/**
 * The fresh check before a large decision (docs/security.md#second-factor): when the API
 * answers `step_up_required`, the client asks the admin for a code through the one dialog the
 * admin layout renders (StepUpDialog in `@rewards/shared/ui-admin`) and sends the request again.
 * Requests refused meanwhile share the one question.
 */
interface StepUpState {
  open: boolean;
  finish: (checked: boolean) => void;
}

export const useStepUpStore = create<StepUpState>()(() => ({ open: false, finish: () => {} }));

let asking: Promise<boolean> | null = null;

/** Resolves true once the admin gave a code the server accepted, false if they cancelled. */
export function askForStepUp(): Promise<boolean> {
  asking ??= new Promise<boolean>((resolve) => {
    useStepUpStore.setState({
      open: true,
      finish: (checked) => {
        asking = null;
        useStepUpStore.setState({ open: false, finish: () => {} });
        resolve(checked);
      },
    });
  });
  return asking;
}
