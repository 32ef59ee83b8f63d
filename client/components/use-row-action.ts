import type { DataOf, Endpoint } from '#contract';
import { notify } from '@/lib/notify';
import { type EndpointInput, useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { type ConfirmOptions, useConfirm } from './confirm-dialog.tsx';

interface RowActionOptions<E extends Endpoint, R> {
  /** What the write sends for the row: its query, its body. */
  input: (row: R) => EndpointInput<E>;
  /**
   * Asked first (a burst of clicks on 确定 within 200 ms confirms once); leave out, or answer null
   * for a row, to ask nothing (a write the server will refuse with its own explanation).
   */
  confirm?: (row: R) => ConfirmOptions | null;
  /** The toast once done; none when the page shows the answer itself (a new password). */
  done: (row: R, data: DataOf<E>) => string | undefined;
  /** The endpoints whose answers the write changes. */
  invalidates: readonly Endpoint[];
}

/**
 * A row action that writes: confirm, call, toast, read the changed lists again. A refusal is told
 * by the request layer (a toast with the server's message) and changes nothing here.
 */
export function useRowAction<E extends Endpoint, R>(endpoint: E, options: RowActionOptions<E, R>) {
  const confirm = useConfirm();
  const mutation = useEndpointMutation(endpoint, { invalidates: options.invalidates });
  return async (row: R) => {
    const ask = options.confirm?.(row);
    if (ask && !(await confirm(ask))) return;
    let data: DataOf<E>;
    try {
      data = await mutation.mutateAsync(options.input(row));
    } catch {
      return;
    }
    const toast = options.done(row, data);
    if (toast !== undefined) notify.success(toast);
  };
}
