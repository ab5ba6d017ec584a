import { useEffect, useState } from 'react';
import { HttpError } from 'react-admin';
import type { Audience, MessageChannel, MessagePreview, MessagePurpose } from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';

export type RecipientPreview =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; preview: MessagePreview }
  | { state: 'error'; message: string };

/** Who would receive the message: `POST /console/messages/preview`. */
export async function fetchRecipientPreview(
  channel: MessageChannel,
  to: Audience,
  purpose: MessagePurpose,
): Promise<MessagePreview> {
  const { json } = await httpClient(`${API_URL}/messages/preview`, {
    method: 'POST',
    body: JSON.stringify({ channel, to, purpose }),
  });
  return json as MessagePreview;
}

/** The API's message (already in the console's language), or react-admin's "server unreachable" text. */
export const errorText = (error: unknown) =>
  error instanceof HttpError && error.message ? error.message : 'ra.notification.http_error';

/**
 * The recipient count for the audience as chosen, asked again (shortly after the last change) when
 * the channel, audience or purpose change; stale answers are dropped.
 */
export function useRecipientPreview(
  channel: MessageChannel | undefined,
  to: Audience | null,
  purpose: MessagePurpose | undefined,
): RecipientPreview {
  const [result, setResult] = useState<RecipientPreview>({ state: 'idle' });
  const key = channel && to && purpose ? JSON.stringify({ channel, to, purpose }) : '';

  useEffect(() => {
    if (!key) {
      setResult({ state: 'idle' });
      return;
    }
    const { channel, to, purpose } = JSON.parse(key) as {
      channel: MessageChannel;
      to: Audience;
      purpose: MessagePurpose;
    };
    let current = true;
    setResult({ state: 'loading' });
    const timer = setTimeout(() => {
      fetchRecipientPreview(channel, to, purpose).then(
        (preview) => current && setResult({ state: 'done', preview }),
        (error: unknown) => current && setResult({ state: 'error', message: errorText(error) }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  return result;
}
