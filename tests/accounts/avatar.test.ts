import { describe, expect, it } from "vitest";
import { initials, isPlaceholderImage } from "../../app/accounts/Avatar";

describe("avatar initials (docs/product/chrome.md#profile-menu: the first 2 letters of the name)", () => {
  it("takes two letters as a reader sees them, also in Devanagari", () => {
    expect(initials("asha rao")).toBe("AS");
    expect(initials("सुनीता शर्मा")).toBe("सुनी");
    expect(initials("  ")).toBe("?");
  });

  it("shows initials for the placeholder image and for no image", () => {
    expect(isPlaceholderImage(null)).toBe(true);
    expect(isPlaceholderImage("/images/avatar-placeholder.svg")).toBe(true);
    expect(isPlaceholderImage("https://example.org/me.jpg")).toBe(false);
  });
});
