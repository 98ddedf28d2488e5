import { createContext, useContext, type ReactNode } from 'react';

/** The merchant's brand a QR code is drawn with. */
export interface QrBrand {
  /** The merchant's logo, set in the centre of the code; none without one. */
  logoUrl?: string | null;
  /** The theme colour the code is drawn in (#RRGGBB); black when missing or too pale. */
  color?: string | null;
}

const QrBrandContext = createContext<QrBrand>({});

/** Props of QrBrandProvider. */
export interface QrBrandProviderProps extends QrBrand {
  /** The screens whose QR codes carry the brand. */
  children: ReactNode;
}

/**
 * Gives every QrCodeDialog inside the merchant's logo and theme colour (the app provides it once
 * from the session); without it codes are black with no logo.
 */
export function QrBrandProvider({ logoUrl, color, children }: QrBrandProviderProps) {
  return <QrBrandContext.Provider value={{ logoUrl, color }}>{children}</QrBrandContext.Provider>;
}

/** The brand of the nearest QrBrandProvider. */
export function useQrBrand(): QrBrand {
  return useContext(QrBrandContext);
}
