import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../../contract/content-types";
import { AUTHORING_KIND_IDS, AUTHORING_KINDS, AUTHORING_STATUSES, EDITORIAL_ACTIONS } from "../../../contract";
import { canDecide, statusAfterCreate, statusAfterEdit } from "../../../api/authoring/transitions";

/** The one table of who may move an item where (the API tests drive each entry end to end). */
describe("the transition table", () => {
  it("a contributor creates a draft or a submission", () => {
    expect(statusAfterCreate("draft")).toBe("draft");
    expect(statusAfterCreate("submit")).toBe("submitted");
  });

  it("a contributor's edit: submitting always asks for review again; in review, rejected and trashed are closed", () => {
    const table = Object.fromEntries(
      AUTHORING_STATUSES.map((from) => [from, [statusAfterEdit(from, "draft"), statusAfterEdit(from, "submit")]]),
    );
    expect(table).toEqual({
      draft: ["draft", "submitted"],
      submitted: ["draft", "submitted"],
      in_review: [null, null],
      changes_requested: ["changes_requested", "submitted"],
      // Approved for a time: what goes online is what the editor approved (docs/product/editorial.md#scheduling).
      scheduled: [null, null],
      published: ["draft", "submitted"],
      rejected: [null, null],
      trashed: [null, null],
    });
  });

  it("editors decide only on submitted items and items in review; starting a review only from submitted", () => {
    const allowed = EDITORIAL_ACTIONS.flatMap((action) =>
      AUTHORING_STATUSES.filter((from) => canDecide(action, from)).map((from) => `${action}:${from}`),
    );
    expect(allowed).toEqual([
      "start_review:submitted",
      "approve:submitted",
      "approve:in_review",
      "request_changes:submitted",
      "request_changes:in_review",
      "reject:submitted",
      "reject:in_review",
    ]);
  });
});

describe("the kinds", () => {
  it("each kind is published at its collection type's detail address", () => {
    for (const kind of AUTHORING_KIND_IDS) {
      const { collectionType, publicPath } = AUTHORING_KINDS[kind];
      expect(CONTENT_TYPES.find((type) => type.id === collectionType)?.detail, kind).toBe(publicPath);
    }
  });
});
