/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import type { FileDto } from "@/lib/platform/files/dto";
import { api } from "@/lib/platform/client/api-client";
import { replaceFile, uploadFile } from "@/lib/platform/client/upload";
import { useDocuments } from "./use-documents";

jest.mock("@/lib/platform/client/api-client", () => ({ api: jest.fn() }));
jest.mock("@/lib/platform/client/upload", () => ({ uploadFile: jest.fn(), replaceFile: jest.fn() }));

const ORG = "5f0c6a3e-2b1d-4c8e-9f7a-1d2e3f4a5b6c";

const fileDto = (patch: Partial<FileDto>): FileDto => ({
  id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  name: "certificate.pdf",
  description: null,
  date: null,
  deleted: false,
  standalone: false,
  size: 9,
  contentType: "application/pdf",
  createdDate: new Date("2026-03-05T10:00:00Z"),
  lastModifiedDate: new Date("2026-03-05T10:00:00Z"),
  ...patch,
});

beforeEach(() => jest.resetAllMocks());

describe("useDocuments", () => {
  it("does not upload a file again when the form is saved again after the entity failed", async () => {
    const uploaded = fileDto({});
    const described = fileDto({ description: "First aid", lastModifiedDate: new Date("2026-03-05T10:00:01Z") });
    jest.mocked(uploadFile).mockResolvedValue(uploaded);
    jest.mocked(api).mockResolvedValue(described);

    const { result } = renderHook(() => useDocuments(ORG, []));
    act(() =>
      result.current.setEntries([
        {
          key: "new-1",
          name: "certificate.pdf",
          description: "First aid",
          date: null,
          deleted: false,
          file: new File(["%PDF-1.4\n"], "certificate.pdf"),
          changed: true,
        },
      ]),
    );

    // the form sends the entity with these ids; say it answers 409 or 422, and the user saves again
    let first: string[] = [];
    await act(async () => {
      first = await result.current.save();
    });
    let second: string[] = [];
    await act(async () => {
      second = await result.current.save();
    });

    expect(first).toEqual([uploaded.id]);
    expect(second).toEqual([uploaded.id]);
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(replaceFile).not.toHaveBeenCalled();
    expect(api).toHaveBeenCalledTimes(1);
    expect(result.current.entries).toEqual([
      expect.objectContaining({
        key: "new-1",
        id: uploaded.id,
        changed: false,
        lastModifiedDate: "2026-03-05T10:00:01.000Z",
      }),
    ]);
    expect(result.current.entries[0].file).toBeUndefined();
    expect(result.current.dirty).toBe(false);
  });

  it("sends a later change of a saved entry with the date the server gave it", async () => {
    const stored = fileDto({});
    jest
      .mocked(api)
      .mockResolvedValue(fileDto({ name: "renamed.pdf", lastModifiedDate: new Date("2026-03-06T08:00:00Z") }));

    const { result } = renderHook(() => useDocuments(ORG, [stored]));
    act(() => result.current.setEntries([{ ...result.current.entries[0], name: "renamed.pdf", changed: true }]));
    await act(async () => {
      await result.current.save();
    });
    act(() => result.current.setEntries([{ ...result.current.entries[0], description: "Scan", changed: true }]));
    await act(async () => {
      await result.current.save();
    });

    expect(api).toHaveBeenCalledTimes(2);
    expect(jest.mocked(api).mock.calls[1][1]).toMatchObject({
      method: "PUT",
      body: { name: "renamed.pdf", description: "Scan", lastModifiedDate: "2026-03-06T08:00:00.000Z" },
    });
  });
});
