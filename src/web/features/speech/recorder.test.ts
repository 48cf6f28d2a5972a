import { describe, expect, it } from 'vitest';
import { pickRecordingMimeType, recordingFileName } from './recorder.ts';

describe('pickRecordingMimeType', () => {
  it('takes WebM/Opus first, then Ogg, then MP4, whichever the browser supports', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBeNull();
  });
});

describe('recordingFileName', () => {
  it('names the upload after its format', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('answer.webm');
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('answer.ogg');
    expect(recordingFileName('audio/mp4;codecs=mp4a.40.2')).toBe('answer.mp4');
    expect(recordingFileName('')).toBe('answer.webm');
  });
});
