import { describe, expect, it } from 'vitest';
import { readSseEvents } from '#core/contracts/chat.ts';

function streamOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function eventsOf(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readSseEvents(stream)) events.push(event);
  return events;
}

describe('readSseEvents (the chat stream reader of the browser and of the upstream client)', () => {
  it('puts events back together however the bytes were cut, and skips comments', async () => {
    const thai = new TextEncoder().encode('data: {"t":"ราคา"}\n\n');
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        // A cut in the middle of a Thai character and of a line.
        controller.enqueue(thai.slice(0, 13));
        controller.enqueue(thai.slice(13));
        controller.enqueue(
          new TextEncoder().encode(': keep-alive\r\n\r\nevent: error\ndata: {"error":1}\n\ndata: [DONE]\n\n'),
        );
        controller.close();
      },
    });

    expect(await eventsOf(cut)).toEqual([
      { event: 'message', data: '{"t":"ราคา"}' },
      { event: 'error', data: '{"error":1}' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('joins multi-line data and keeps an event that ends with the stream', async () => {
    expect(await eventsOf(streamOf('data: one\ndata:two\n\n', 'data: last'))).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: 'last' },
    ]);
  });

  it('lets go of the stream when the reader stops early', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: x\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSseEvents(endless)) {
      expect(event.data).toBe('x');
      break;
    }

    expect(cancelled).toBe(true);
  });
});
