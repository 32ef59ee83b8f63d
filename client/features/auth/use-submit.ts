import { useState } from 'react';

/**
 * A login request sent from a form, and whether it is under way: the part of TanStack Query's
 * mutation the login forms use, without loading TanStack Query on the login page. A failure was
 * told by the request module; the form stays as it is.
 */
export function useSubmit<B, D>(request: (body: B) => Promise<D>) {
  const [isPending, setPending] = useState(false);
  const mutate = (body: B, { onSuccess }: { onSuccess: (data: D) => void }) => {
    setPending(true);
    request(body)
      .then(onSuccess, () => undefined)
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
