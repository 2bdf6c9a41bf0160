// The camera and microphone: asking for them, a message a person understands
// when they are missing or refused, and the microphone's level for the meter.
import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaProblem = { title: string; help: string };

export function mediaProblem(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return {
      title: 'Camera or microphone access was refused.',
      help: 'Allow this site to use your camera and microphone (the camera icon in the address bar, or your browser’s site settings), then try again.',
    };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return {
      title: 'We could not find a camera or a microphone.',
      help: 'Connect a camera and a microphone (or a headset), then try again.',
    };
  if (name === 'NotReadableError' || name === 'AbortError')
    return {
      title: 'Your camera or microphone is busy.',
      help: 'Close other applications or tabs that use them (video calls, for example), then try again.',
    };
  if (name === 'Unsupported')
    return {
      title: 'This browser cannot record video.',
      help: 'Open this page in a recent version of Chrome, Edge, Firefox or Safari.',
    };
  return { title: 'We could not start your camera and microphone.', help: 'Check them, then try again.' };
}

export function useCameraStream() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [asking, setAsking] = useState(false);
  const current = useRef<MediaStream | null>(null);

  const request = useCallback(async () => {
    setAsking(true);
    setProblem(null);
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
        throw new DOMException('MediaRecorder is not available', 'Unsupported');
      }
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 640 }, height: { ideal: 480 } },
        audio: true,
      });
      if (!media.getVideoTracks().length || !media.getAudioTracks().length) {
        media.getTracks().forEach((t) => t.stop());
        throw new DOMException('A device is missing', 'NotFoundError');
      }
      current.current?.getTracks().forEach((t) => t.stop());
      current.current = media;
      setStream(media);
      return media;
    } catch (error) {
      setStream(null);
      setProblem(mediaProblem(error));
      return null;
    } finally {
      setAsking(false);
    }
  }, []);

  useEffect(() => () => current.current?.getTracks().forEach((t) => t.stop()), []);
  return { stream, problem, asking, request };
}

/** The microphone's loudness, 0–1, sampled on each animation frame. */
export function useAudioLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || !stream.getAudioTracks().length || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}

/** A recorder type the browser supports, WebM first (what the server checks: WebM or MP4). */
export function recorderMimeType(): string {
  const candidates = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}
