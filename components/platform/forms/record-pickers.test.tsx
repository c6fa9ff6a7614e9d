/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { api } from "@/lib/platform/client/api-client";
import { MemberPicker, NamedRecordPicker } from "./record-pickers";

jest.mock("@/lib/platform/client/api-client", () => ({ api: jest.fn(async () => ({ content: [] })) }));

type Values = { responsibleId: string | null; machineId: string | null };

function Form() {
  const form = useForm<Values>({ defaultValues: { responsibleId: "m1", machineId: "x1" } });
  return (
    <>
      <MemberPicker
        control={form.control}
        name="responsibleId"
        label="Responsible"
        organizationId="org"
        initial={{ id: "m1", name: "Mette Holm", email: "mette@demo.example" }}
      />
      <NamedRecordPicker
        control={form.control}
        name="machineId"
        label="Machine"
        organizationId="org"
        resource="machines"
        initial={{ id: "x1", name: "Forklift 2" }}
      />
    </>
  );
}

describe("the record pickers", () => {
  beforeEach(() => jest.mocked(api).mockClear());

  it("show the chosen member by name and e-mail and the chosen record by name", () => {
    render(<Form />);
    expect((screen.getByRole("combobox", { name: "Responsible" }) as HTMLInputElement).value).toBe(
      "Mette Holm (mette@demo.example)",
    );
    expect((screen.getByRole("combobox", { name: "Machine" }) as HTMLInputElement).value).toBe("Forklift 2");
  });

  it("search the members who may act in the organization, and the named resource", async () => {
    render(<Form />);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(jest.mocked(api).mock.calls.map(([url]) => url)).toEqual([
      "/api/v1/organizations/org/members?acting=true",
      "/api/v1/organizations/org/machines",
    ]);
  });
});
