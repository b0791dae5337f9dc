// The top navigation's space while its code loads on the first signed-in screen: the same bar, empty
// (on phones with the second row of links), so the page below does not move when it arrives.
export function TopNavPlaceholder() {
  return (
    <div aria-hidden className="sticky top-0 z-40 border-b border-slate-200 bg-white/90">
      <div className="h-16" />
      <div className="h-[61.5px] border-t border-slate-100 md:hidden" />
    </div>
  );
}
