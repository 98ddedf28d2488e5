import { formatContrastRatio, qrColor, qrScanUrl } from '@shoppable/domain';
import { useEffect, useRef, useState } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useStrings } from '../intl';
import { Spinner } from '../Spinner';
import { useQrBrand } from './QrBrand';
import { canCopyImages, downloadBlob, imageDataUrl, qrSvg, svgDataUrl, svgToPng } from './qrCode';
import * as styles from './QrCodeDialog.css';

/** Props of QrCodeDialog: react-aria's ModalOverlay props (`isOpen`, `onOpenChange`…) plus the link. */
export interface QrCodeDialogProps extends Omit<
  ModalOverlayProps,
  'className' | 'style' | 'children'
> {
  /** The link's public address; the code carries it with `utm_medium=qr` added. */
  url: string;
  /** What the code is for, in the title ("QR code · Summer sale"); just "QR code" without. */
  name?: string;
  /** The downloaded files' name without extension: "qr-code" by default. */
  fileName?: string;
}

type Drawn = { svg: string; logoFailed: boolean } | 'failed';
type CopyState = 'idle' | 'copying' | 'copied' | 'unsupported' | 'failed';

/**
 * A link's QR code (issue 19): the code of its public address with `utm_medium=qr` (so scans are
 * counted apart), drawn in the theme colour of the nearest QrBrandProvider when it contrasts
 * 4.5:1 with white (else black, and a note says so) with the merchant's logo in the centre (error
 * correction H); download as SVG or as a 1024 px PNG, or copy the PNG (Clipboard API; a message
 * where the browser cannot).
 */
export function QrCodeDialog({ url, name, fileName = 'qr-code', ...props }: QrCodeDialogProps) {
  const strings = useStrings();
  const brand = useQrBrand();
  const scanUrl = qrScanUrl(url);
  const color = qrColor(brand.color);
  const logoUrl = brand.logoUrl ?? null;
  // What was drawn, for which code: a code whose address, colour or logo changed is drawn anew.
  const key = `${scanUrl} ${color.color} ${logoUrl ?? ''}`;
  const [result, setResult] = useState<{ key: string; drawn: Drawn } | null>(null);
  const drawn = result?.key === key ? result.drawn : 'drawing';
  const [copy, setCopy] = useState<CopyState>('idle');
  const png = useRef<{ svg: string; blob: Promise<Blob> } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const draw = async () => {
      let logo: string | null = null;
      let logoFailed = false;
      if (logoUrl) {
        logo = await imageDataUrl(logoUrl, abort.signal).catch(() => null);
        logoFailed = logo === null;
      }
      return { svg: await qrSvg(scanUrl, color.color, logo), logoFailed };
    };
    const settle = (next: Drawn) => {
      if (!abort.signal.aborted) setResult({ key, drawn: next });
    };
    draw().then(settle, () => settle('failed'));
    return () => abort.abort();
  }, [key, scanUrl, color.color, logoUrl]);

  const svg = typeof drawn === 'object' ? drawn.svg : null;
  const pngOf = (source: string) => {
    if (png.current?.svg !== source) png.current = { svg: source, blob: svgToPng(source) };
    return png.current.blob;
  };

  const copyImage = async (source: string) => {
    if (!canCopyImages()) {
      setCopy('unsupported');
      return;
    }
    setCopy('copying');
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': pngOf(source) })]);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const copyMessage =
    copy === 'copied'
      ? strings.format('qrCodeDialog.copied')
      : copy === 'unsupported'
        ? strings.format('qrCodeDialog.copyUnsupported')
        : copy === 'failed'
          ? strings.format('qrCodeDialog.copyFailed')
          : '';

  return (
    <Dialog
      {...props}
      title={
        name
          ? strings.format('qrCodeDialog.titleOf', { name })
          : strings.format('qrCodeDialog.title')
      }
      footer={
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={svg === null}
            onPress={() => {
              if (svg !== null) {
                downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`);
              }
            }}
          >
            {strings.format('qrCodeDialog.downloadSvg')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={svg === null}
            onPress={() => {
              if (svg !== null) {
                pngOf(svg).then(
                  (blob) => downloadBlob(blob, `${fileName}.png`),
                  () => setResult({ key, drawn: 'failed' }),
                );
              }
            }}
          >
            {strings.format('qrCodeDialog.downloadPng')}
          </Button>
          <Button
            variant="primary"
            isDisabled={svg === null}
            isPending={copy === 'copying'}
            onPress={() => {
              if (svg !== null) void copyImage(svg);
            }}
          >
            {strings.format('qrCodeDialog.copy')}
          </Button>
        </div>
      }
    >
      <div className={styles.stack}>
        <div className={styles.code}>
          {drawn === 'drawing' ? (
            <Spinner aria-label={strings.format('qrCodeDialog.drawing')} />
          ) : drawn === 'failed' ? (
            <p role="alert" className={styles.status} data-tone="critical">
              {strings.format('qrCodeDialog.failed')}
            </p>
          ) : (
            <img
              className={styles.image}
              src={svgDataUrl(drawn.svg)}
              alt={strings.format('qrCodeDialog.image', { url: scanUrl })}
            />
          )}
        </div>
        <p className={styles.address} dir="ltr">
          {scanUrl}
        </p>
        {color.isFallback && brand.color ? (
          <p className={styles.note}>
            {strings.format('qrCodeDialog.lowContrast', {
              color: brand.color,
              ratio: formatContrastRatio(color.contrast ?? 1),
            })}
          </p>
        ) : null}
        {typeof drawn === 'object' && drawn.logoFailed ? (
          <p className={styles.note}>{strings.format('qrCodeDialog.logoFailed')}</p>
        ) : null}
        <p
          role="status"
          className={styles.status}
          data-tone={copy === 'copied' ? undefined : 'critical'}
        >
          {copyMessage}
        </p>
      </div>
    </Dialog>
  );
}
