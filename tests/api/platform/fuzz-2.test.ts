// The fuzz test's part 2 of 2 (tests/support/fuzz.ts): every other documented operation, in a
// database of its own, beside the other part.
import { fuzzOperations } from "../../support/fuzz";

fuzzOperations(1, 2);
