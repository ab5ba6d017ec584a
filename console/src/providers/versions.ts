import type { DataProvider, Identifier } from 'react-admin';

/**
 * Optimistic concurrency in the console. Every record carries its `lockVersion`; each save sends the
 * version its form was made on (the form's own value, else the record the page opened), and the API
 * refuses a save made on an older version (409 `changedMeanwhile`) with who changed the record, when
 * and what (`conflict`). The refusal is published here for the form that made it (ConflictNotice),
 * which shows what changed and lets staff reapply their own edit on top.
 */

export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
  personal?: true;
  by: string;
  at: string | null;
}

export interface Conflict {
  resource: string;
  id: Identifier;
  message: string;
  by: string;
  at: string | null;
  changes: FieldChange[];
}

type Listener = () => void;
let current: Conflict | null = null;
const listeners = new Set<Listener>();

export const conflicts = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Conflict | null => current,
  set(conflict: Conflict | null): void {
    current = conflict;
    for (const listener of listeners) listener();
  },
};

interface ConflictBody {
  code?: string;
  message?: string;
  conflict?: { by: string; at: string | null; changes: FieldChange[] };
}

export function withVersions(provider: DataProvider): DataProvider {
  return {
    ...provider,
    update: async (resource, params) => {
      const sent = (params.data as { lockVersion?: unknown }).lockVersion;
      const opened = (params.previousData as { lockVersion?: unknown } | undefined)?.lockVersion;
      const lockVersion = typeof sent === 'number' ? sent : opened;
      const data = typeof lockVersion === 'number' ? { ...params.data, lockVersion } : params.data;
      try {
        const result = await provider.update(resource, { ...params, data });
        if (current?.resource === resource && String(current.id) === String(params.id)) conflicts.set(null);
        return result;
      } catch (error) {
        const body = (error as { status?: number; body?: ConflictBody }).body;
        if ((error as { status?: number }).status === 409 && body?.code === 'changedMeanwhile' && body.conflict)
          conflicts.set({
            resource,
            id: params.id,
            message: body.message ?? '',
            by: body.conflict.by,
            at: body.conflict.at,
            changes: body.conflict.changes,
          });
        throw error;
      }
    },
  };
}
