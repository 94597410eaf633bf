import type { ReactNode } from 'react';
import { Title, type TitleProps } from '@mantine/core';

/**
 * The title of a page: its one h1, which screen readers jump to, drawn at the size of an h2 so
 * the quiet look stays. Sections below it are h3 and h4; the kit's frames and every page use this.
 */
export function PageTitle({ children, ...props }: { children: ReactNode } & Omit<TitleProps, 'order'>) {
  return (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
}
