"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { Locale } from "@/i18n/locales";
import type { MessageHole } from "@/i18n/message-hole";
import type { Messages } from "@/i18n/messages";

export interface ClientStrings {
  readonly locale: Locale;
  /** The title's status code is known only when an error happens: the server leaves a hole for it. */
  readonly errorPage: Omit<Messages["ErrorPage"], "title"> & { readonly title: MessageHole };
}

const ClientStringsContext = createContext<ClientStrings | null>(null);

/**
 * The few UI strings client-only UI needs (the error boundary), passed down from the server layout.
 * A plain context instead of next-intl's client provider keeps its formatter out of every page's bundle.
 */
export function ClientStringsProvider({ value, children }: { value: ClientStrings; children: ReactNode }) {
  return <ClientStringsContext value={value}>{children}</ClientStringsContext>;
}

export function useClientStrings(): ClientStrings {
  const strings = useContext(ClientStringsContext);
  if (!strings) throw new Error("useClientStrings needs a ClientStringsProvider");
  return strings;
}
