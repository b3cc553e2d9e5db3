import { useCallback, useRef, useState } from 'react';
import { askForStepUp, type DataSet } from '@rewards/shared';
import { type BulkLine, type BulkRefusalReason, STEP_UP_REQUIRED } from '@rewards/contract/limits';
import { useQueryClient } from '@tanstack/react-query';

// A bulk action's call (decision 030): its NDJSON answer read as it arrives (progress, each
// refused row, the summary), cancelled by aborting the request, which the API sees between
// rows. Rows done before the cancel stay done; the list is fetched again either way.

export interface BulkRefusal {
  id: number;
  reason: BulkRefusalReason;
  message: string;
}

export interface BulkState {
  phase: 'idle' | 'running' | 'finished';
  total: number;
  processed: number;
  done: number;
  awaitingSecond: number;
  refused: BulkRefusal[];
  cancelled: boolean;
  /** The call failed before it started (a 400's message) or broke off. */
  error: string | null;
}

const IDLE: BulkState = {
  phase: 'idle',
  total: 0,
  processed: 0,
  done: 0,
  awaitingSecond: 0,
  refused: [],
  cancelled: false,
  error: null,
};

function apply(state: BulkState, line: BulkLine): BulkState {
  switch (line.kind) {
    case 'start':
      return { ...state, total: line.total };
    case 'progress':
      return { ...state, processed: line.processed, done: line.done };
    case 'refused':
      return { ...state, refused: [...state.refused, line] };
    case 'summary':
      return {
        ...state,
        phase: 'finished',
        processed: line.done + line.refused,
        done: line.done,
        awaitingSecond: line.awaitingSecond,
        error: line.stopped ? 'The batch stopped on a server error; the rows done stay done' : null,
      };
  }
}

/** Whether a refusal is the fresh check's (the body is read from a copy, for the caller). */
async function needsStepUp(res: Response): Promise<boolean> {
  const problem = (await res
    .clone()
    .json()
    .catch(() => null)) as { reason?: string } | null;
  return problem?.reason === STEP_UP_REQUIRED;
}

export function useBulkAction(dataSet: DataSet) {
  const client = useQueryClient();
  const [state, setState] = useState<BulkState>(IDLE);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (path: string, body: object) => {
      const controller = new AbortController();
      abort.current = controller;
      let current: BulkState = { ...IDLE, phase: 'running' };
      setState(current);
      const update = (next: BulkState) => setState((current = next));
      try {
        const send = () =>
          fetch(`/api${path}`, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
            body: JSON.stringify(body),
            signal: controller.signal,
          });
        let res = await send();
        // A bulk money action on a session not checked lately: a code, then the same batch.
        if (res.status === 401 && (await needsStepUp(res)) && (await askForStepUp())) {
          res = await send();
        }
        if (!res.ok || !res.body) {
          const problem = (await res.json().catch(() => null)) as { message?: string } | null;
          update({ ...current, phase: 'finished', error: problem?.message ?? res.statusText });
          return;
        }
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffered = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffered += value;
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          let next = current;
          for (const text of lines) if (text) next = apply(next, JSON.parse(text) as BulkLine);
          update(next);
        }
        if (current.phase !== 'finished')
          update({ ...current, phase: 'finished', error: 'The answer broke off' });
      } catch (error) {
        const cancelled = controller.signal.aborted;
        update({
          ...current,
          phase: 'finished',
          cancelled,
          error: cancelled ? null : String((error as Error).message ?? error),
        });
      } finally {
        abort.current = null;
        void client.invalidateQueries({ queryKey: [dataSet] });
      }
    },
    [client, dataSet],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  const reset = useCallback(() => setState(IDLE), []);
  return { state, run, cancel, reset };
}
