import { ApiError, notFound } from "./errors";

describe("ApiError", () => {
  it("is recognised across copies of its module, as Next's per-entry bundles make them", () => {
    let copy: typeof import("./errors") | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import("./errors")>("./errors");
    });
    expect(copy!.ApiError).not.toBe(ApiError);
    expect(copy!.notFound()).toBeInstanceOf(ApiError);
    expect(notFound()).toBeInstanceOf(copy!.ApiError);
  });

  it("is not claimed by other errors", () => {
    expect(new Error("Not found")).not.toBeInstanceOf(ApiError);
    expect({ status: 404, code: "not_found" }).not.toBeInstanceOf(ApiError);
  });
});
