/** @jest-environment jsdom */
// The router keeps a page it left hidden (React's Activity), undoing its effects, and useEditor
// destroys an editor whose component is gone for more than a moment. Shown again, the form must
// carry on with the next editor: touching the destroyed one's view threw, and the page showed the
// error screen instead of the form (on a busy machine, where the moment passed).
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Activity } from "react";
import en from "@/messages/en.json";
import { TiptapEditor } from "./tiptap-editor";

const ids = { label: "scope-label", editor: "scope-text" };

type FormProps = { mode: "visible" | "hidden"; value: string; inputRef: (element: HTMLElement | null) => void };

function Form({ mode, value, inputRef }: FormProps) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <Activity mode={mode}>
        <span id={ids.label}>Scope text</span>
        <TiptapEditor value={value} onChange={() => undefined} inputRef={inputRef} ids={ids} />
      </Activity>
    </NextIntlClientProvider>
  );
}

test("a form hidden long enough for its editor to be destroyed comes back with a working editor", async () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  const refs: (HTMLElement | null)[] = [];
  const inputRef = (element: HTMLElement | null) => refs.push(element);
  try {
    const view = render(<Form mode="visible" value="<p>Hall 3</p>" inputRef={inputRef} />);
    expect(screen.getByRole("textbox", { name: "Scope text" }).textContent).toBe("Hall 3");
    // the form's value moves on (as it does while the person writes)
    await act(async () => view.rerender(<Form mode="visible" value="<p>Hall 3 and 4</p>" inputRef={inputRef} />));
    expect(screen.getByRole("textbox", { name: "Scope text" }).textContent).toBe("Hall 3 and 4");
    view.rerender(<Form mode="hidden" value="<p>Hall 3 and 4</p>" inputRef={inputRef} />);
    // longer than useEditor's grace before it destroys an editor no component holds
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    await act(async () => view.rerender(<Form mode="visible" value="<p>Hall 3 and 4</p>" inputRef={inputRef} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(errors).toEqual([]);
    const text = screen.getByRole("textbox", { name: "Scope text" });
    // the new editor holds what the form holds, not the first value
    expect(text.textContent).toBe("Hall 3 and 4");
    // the form's focus target is the live editor's text, not nothing
    expect(refs.at(-1)).toBe(text);
  } finally {
    window.removeEventListener("error", onError);
  }
});
