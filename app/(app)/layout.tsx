import type { ReactNode } from "react";
import { SignedInShell } from "../signed-in-shell";

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <SignedInShell>{children}</SignedInShell>;
}
