'use client';

import type { ComponentProps } from 'react';
import { openChat } from '@/lib/site/chat';

/**
 * "Chat with us": loads the live chat if the page has not yet, and opens it. Rendered only where
 * the server has the chat configured (lib/site/integrations.mjs).
 */
export function ChatButton(props: Omit<ComponentProps<'button'>, 'onClick' | 'type'>) {
  return <button type="button" {...props} onClick={openChat} />;
}
