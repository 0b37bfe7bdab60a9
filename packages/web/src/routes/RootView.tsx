import { useEffect } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { DialogHost } from '../components/DialogHost.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';
import { LoadingToast, Toasts } from '../components/Toasts.tsx';
import { RealityCheck } from '../screens/member/RealityCheck.tsx';
import { Outlet } from './routing.tsx';

/** Above every layout: progress bar, the page, and the global dialog/toast layers. */
export function RootView() {
  const site = useServices().Site;
  useEffect(() => {
    if (site.getSnapshot().preInfo.status === 'idle') void site.loadPreInfo();
  }, [site]);
  return (
    <>
      <ProgressBar />
      <Outlet />
      <DialogHost />
      <RealityCheck />
      <LoadingToast />
      <Toasts />
    </>
  );
}
