import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/contracts/scenarios.ts';
import { messageLengthNotice } from './chat-composer.tsx';

describe('[CHAT] the message length notice under the box', () => {
  it('says nothing while a message is short', () => {
    expect(messageLengthNotice(0, CHAT_MESSAGE_MAX_LENGTH)).toBeNull();
    expect(messageLengthNotice(1_599, CHAT_MESSAGE_MAX_LENGTH)).toBeNull();
  });

  it('counts from 80% of the limit up to the limit itself', () => {
    expect(messageLengthNotice(1_600, CHAT_MESSAGE_MAX_LENGTH)).toEqual({ text: '1,600 / 2,000 characters', isTooLong: false });
    expect(messageLengthNotice(2_000, CHAT_MESSAGE_MAX_LENGTH)).toEqual({ text: '2,000 / 2,000 characters', isTooLong: false });
  });

  it('refuses a longer message with the limit and its length', () => {
    expect(messageLengthNotice(36_000, CHAT_MESSAGE_MAX_LENGTH)).toEqual({
      text: 'Messages can be at most 2,000 characters; this one has 36,000. Shorten it to send.',
      isTooLong: true,
    });
  });
});
