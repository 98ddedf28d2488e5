import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The elements among `children`, fragments opened: what a component that reads its children's
 * props walks over (Tabs its tabs' ids, a select its options' texts before its code loads).
 */
export function childElements<P>(children: ReactNode): ReactElement<P>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<P & { children?: ReactNode }>(child)) return [];
    return child.type === Fragment ? childElements<P>(child.props.children) : [child];
  });
}
