// The directions of the house, as ESLint enforces them: a platform file that imports a module, and
// a lib file that imports components, fail the lint; a module importing the platform passes.
// ESLint runs as the lint script runs it, in its own process (its configuration is an ES module).
import { execFile } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const eslintBin = path.join(root, "node_modules/eslint/bin/eslint.js");

function messagesOf(code: string, file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [eslintBin, "--format", "json", "--stdin", "--stdin-filename", file],
      { cwd: root, maxBuffer: 8 * 1024 * 1024 },
      (_error, stdout) => {
        // ESLint exits with 1 when it finds a problem: the report is read either way
        try {
          const [result] = JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[];
          resolve(result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message));
        } catch (parseError) {
          reject(parseError);
        }
      },
    );
    child.stdin!.end(code);
  });
}

jest.setTimeout(120_000);

describe("the import boundaries", () => {
  it("refuse a platform file that imports a module", async () => {
    const code =
      'import { machineAccess } from "@/lib/modules/monitoring/machines/access";\nexport const a = machineAccess;\n';
    expect(await messagesOf(code, "lib/platform/auth/fixture.ts")).toEqual([
      expect.stringContaining("the platform must not import a module"),
    ]);
  });

  it("refuse a platform component that imports a module's component or code", async () => {
    const code =
      'import { MachineForm } from "@/components/modules/monitoring/machines/machine-form";\n' +
      'import { machineAccess } from "@/lib/modules/monitoring/machines/access";\n' +
      "export const a = [MachineForm, machineAccess];\n";
    expect(await messagesOf(code, "components/platform/forms/fixture.tsx")).toHaveLength(2);
  });

  it("refuse lib importing components", async () => {
    const code =
      'import { SubmitButton } from "@/components/platform/forms/submit-button";\nexport const a = SubmitButton;\n';
    expect(await messagesOf(code, "lib/modules/monitoring/machines/fixture.ts")).toEqual([
      expect.stringContaining("lib must not import app or components"),
    ]);
  });

  it("let a module import the platform", async () => {
    const code = 'import { defineModule } from "@/lib/platform/modules/manifest";\nexport const a = defineModule;\n';
    expect(await messagesOf(code, "lib/modules/monitoring/machines/fixture.ts")).toEqual([]);
  });
});
