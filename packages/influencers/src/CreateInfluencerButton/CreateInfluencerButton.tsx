import { Button, type ButtonProps } from '@shoppable/ui';
import { useCreateButtonStrings } from '../intl/createButton';

/** Props of CreateInfluencerButton. */
export interface CreateInfluencerButtonProps {
  /** Opens the influencer editor in create mode. */
  onCreate: () => void;
  /** Creation is blocked (an ended trial or the plan's cap): pressing calls `onCreationBlocked`. */
  isCreationBlocked?: boolean;
  /** Called instead of `onCreate` while `isCreationBlocked` (the app opens the matching dialog). */
  onCreationBlocked?: () => void;
  /** The button's look: secondary by default (beside the home page's create buttons). */
  variant?: ButtonProps['variant'];
}

/** The "Create influencer" button of the home page (platform.md §2) and the influencers page. */
export function CreateInfluencerButton({
  onCreate,
  isCreationBlocked = false,
  onCreationBlocked,
  variant = 'secondary',
}: CreateInfluencerButtonProps) {
  const t = useCreateButtonStrings();
  return (
    <Button
      variant={variant}
      onPress={() => (isCreationBlocked ? onCreationBlocked?.() : onCreate())}
    >
      {t.format('createButton.label')}
    </Button>
  );
}
