import { ROUTES } from '@shoppable/domain';
import { useRouter } from '@tanstack/react-router';

/** A page's back button: the previous page of this tab, or home when it was opened directly. */
export function useBack(): () => void {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: ROUTES.home });
  };
}
