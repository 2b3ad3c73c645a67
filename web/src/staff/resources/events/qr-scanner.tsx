// Reads ticket QR codes with the device's camera: the browser's BarcodeDetector where it has one,
// else the jsQR decoder on the video's frames; a photo or a screenshot can be chosen as a file instead.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
// In the screen's own chunk, not fetched on demand: a scan must decode without a connection too.
import jsQR from 'jsqr';

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's QR detector, or null where there is none (Firefox, older Safari). */
function nativeDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return Detector ? new Detector({ formats: ['qr_code'] }) : null;
}

/** The QR code's text in the image drawn on `canvas`, or null. */
async function decode(
  detector: BarcodeDetectorLike | null,
  source: CanvasImageSource,
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): Promise<string | null> {
  if (detector) {
    const found = await detector.detect(source).catch(() => []);
    if (found.length > 0) return found[0].rawValue;
  }
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || width === 0 || height === 0) return null;
  context.drawImage(source, 0, 0, width, height);
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null;
}

const SAME_CODE_PAUSE_MS = 4000;

export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const last = { text: '', at: 0 };
    const detector = nativeDetector();
    const tick = async () => {
      const v = video.current;
      if (!live || !v || !canvas.current) return;
      if (v.readyState >= 2) {
        const text = await decode(detector, v, canvas.current, v.videoWidth, v.videoHeight);
        const now = Date.now();
        // A code held in front of the camera is read once, not at every frame.
        if (live && text && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) report.current(text);
        if (text) Object.assign(last, { text, at: now });
      }
      if (live) timer = setTimeout(() => void tick(), 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (!live || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        void tick();
      })
      .catch(() => {
        if (live) {
          setProblem(translate('staff.check_in.camera_failed'));
          setOn(false);
        }
      });
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, translate]);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !canvas.current) return;
    const image = await createImageBitmap(file).catch(() => null);
    const text = image && (await decode(nativeDetector(), image, canvas.current, image.width, image.height));
    if (text) {
      setProblem(null);
      report.current(text);
    } else setProblem(translate('staff.check_in.no_code'));
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={() => (setProblem(null), setOn(!on))}>
          {translate(on ? 'staff.check_in.camera_off' : 'staff.check_in.camera_on')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => file.current?.click()}>
          {translate('staff.check_in.from_file')}
        </Button>
        <input ref={file} type="file" accept="image/*" hidden onChange={(e) => void readFile(e)} />
      </Stack>
      {problem && (
        <Typography role="alert" color="error">
          {problem}
        </Typography>
      )}
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={translate('staff.check_in.camera')}
        sx={{ display: on ? 'block' : 'none', width: '100%', maxWidth: 480, borderRadius: 1, bgcolor: 'common.black' }}
      />
      <canvas ref={canvas} hidden />
    </Stack>
  );
}
