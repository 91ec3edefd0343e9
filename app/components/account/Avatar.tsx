/** A round avatar: the image, or the first 2 letters of the name on a placeholder (SPEC §2). */
const SIZES = { 32: "h-8 w-8 text-sm", 64: "h-16 w-16 text-2xl" } as const;

export function Avatar({ name, url, size = 32 }: { name: string; url: string | null; size?: keyof typeof SIZES }) {
  const placeholder = !url || /placeholder|default-avatar|avatar-default/i.test(url);
  // Classes, not style attributes: the CSP allows no inline styles.
  const box = SIZES[size];
  if (!placeholder) {
    return <img src={url!} alt="" width={size} height={size} className={`${box} rounded-full object-cover`} />;
  }
  const initials = name.replace(/\s+/g, "").slice(0, 2).toUpperCase() || "?";
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center rounded-full bg-blue-900 font-bold text-white`}>
      {initials}
    </span>
  );
}
