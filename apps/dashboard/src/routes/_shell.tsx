import { createFileRoute } from '@tanstack/react-router';
import { ShellLayout } from '../shell/ShellLayout';

/** The dashboard layout: the navigation shell, for signed-in users and signed-out visitors. */
export const Route = createFileRoute('/_shell')({ component: ShellLayout });
