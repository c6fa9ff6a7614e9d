// The fuzz test's part 1 of 2 (tests/support/fuzz.ts): every other documented operation, in a
// database of its own, beside the other part.
import { fuzzOperations } from "../../support/fuzz";

fuzzOperations(0, 2);
