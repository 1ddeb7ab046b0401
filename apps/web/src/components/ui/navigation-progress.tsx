import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-400/20"
    >
      <div className="h-full w-1/3 animate-progress bg-brand-300" />
    </div>
  );
}
