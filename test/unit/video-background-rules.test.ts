import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  embedUrl,
  estimatedTime,
  LOOP_RESTART_LEAD_S,
  loopRestartDue,
  playerCommand,
  VIDEO_LOOP_CHECK_MS,
  VIMEO_LISTEN,
  vimeoReport,
  youtubeReport,
} from '../../elements/video-background/embed-rules.ts';
import {
  deviceReason,
  posterReason,
  videoSource,
  wantsPlaying,
  type PlaybackContext,
} from '../../elements/video-background/rules.ts';

describe('video background: what src plays', () => {
  it('reads YouTube links in every form as the 11-character id', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=abcdefghijk',
      'https://youtube.com/watch?v=abcdefghijk&t=30',
      'https://m.youtube.com/watch?v=abcdefghijk',
      'https://www.youtube.com/embed/abcdefghijk',
      'https://www.youtube.com/shorts/abcdefghijk',
      'https://youtu.be/abcdefghijk',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
      ' https://youtu.be/abcdefghijk ',
    ]) {
      assert.deepEqual(videoSource(link), { kind: 'youtube', id: 'abcdefghijk' }, link);
    }
  });
  it('reads Vimeo links as the numeric id', () => {
    assert.deepEqual(videoSource('https://vimeo.com/76979871'), { kind: 'vimeo', id: '76979871' });
    assert.deepEqual(videoSource('https://player.vimeo.com/video/76979871?h=1'), { kind: 'vimeo', id: '76979871' });
  });
  it('takes files (relative or http(s)) as they are written, after the URL check', () => {
    assert.deepEqual(videoSource('/assets/video/film.webm'), { kind: 'file', url: '/assets/video/film.webm' });
    assert.deepEqual(videoSource('https://cdn.example/film.mp4'), {
      kind: 'file',
      url: 'https://cdn.example/film.mp4',
    });
  });
  it('refuses what is no safe URL, and service links without a valid id (never a file)', () => {
    for (const bad of [
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:video/mp4;base64,AAAA',
      'vbscript:x',
    ])
      assert.equal(videoSource(bad), undefined, String(bad));
    for (const bad of [
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=abcdefghijk%22',
      'https://youtu.be/abcdefghijk/x',
      'https://www.youtube.com:8080/embed/abcdefghijk',
      'https://user@youtu.be/abcdefghijk',
      'https://vimeo.com/channels/staff',
      'https://vimeo.com/0123',
      'https://player.vimeo.com/video/1234567890123',
    ])
      assert.equal(videoSource(bad), undefined, bad);
    // Anything else on their domains is refused too: the request alone would reach them before consent.
    for (const leak of [
      'https://music.youtube.com/watch?v=abcdefghijk',
      'https://youtube.googleapis.com/v/abcdefghijk',
      'https://www.youtu.be/abcdefghijk',
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      'https://rr1---sn-abc.googlevideo.com/videoplayback?id=1',
      'https://f.vimeocdn.com/video/1.mp4',
      'https://vod-progressive.akamaized.net/exp=1/vimeo-prod/1.mp4',
      'https://VIMEO.com./channels/staff',
    ])
      assert.equal(videoSource(leak), undefined, leak);
    // The DNS root's dot names the same host: a recognised video, behind consent like the others.
    assert.deepEqual(videoSource('https://www.youtube.com./watch?v=abcdefghijk'), {
      kind: 'youtube',
      id: 'abcdefghijk',
    });
    // Look-alike hosts are no service: they are files of that host (the browser's <video> tries them).
    assert.deepEqual(videoSource('https://youtube.com.example/watch?v=abcdefghijk'), {
      kind: 'file',
      url: 'https://youtube.com.example/watch?v=abcdefghijk',
    });
  });
});

describe('video background: player URLs', () => {
  it('YouTube: youtube-nocookie, muted autoplay without controls, looping through a playlist of itself, the message API on', () => {
    const url = new URL(embedUrl({ kind: 'youtube', id: 'abcdefghijk' })!);
    assert.equal(`${url.origin}${url.pathname}`, 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'abcdefghijk',
      controls: '0',
      disablekb: '1',
      playsinline: '1',
      rel: '0',
      iv_load_policy: '3',
      enablejsapi: '1',
    });
  });
  it('Vimeo: the player in background mode with do-not-track, muted and looping', () => {
    const url = new URL(embedUrl({ kind: 'vimeo', id: '76979871' })!);
    assert.equal(`${url.origin}${url.pathname}`, 'https://player.vimeo.com/video/76979871');
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      background: '1',
      dnt: '1',
      muted: '1',
      loop: '1',
      autoplay: '1',
    });
  });
  it('a file has no player URL', () => assert.equal(embedUrl({ kind: 'file', url: '/a.mp4' }), undefined));
});

describe('video background: when only the poster shows', () => {
  const base: PlaybackContext = {
    source: { kind: 'file', url: '/a.mp4' },
    motionAllowed: true,
    phone: false,
    saveData: false,
    consent: false,
    failed: false,
  };
  it('a file plays on a desktop with motion allowed, without consent', () =>
    assert.equal(posterReason(base), undefined));
  it('each reason alone keeps the poster', () => {
    assert.equal(posterReason({ ...base, source: undefined }), 'no-source');
    assert.equal(posterReason({ ...base, motionAllowed: false }), 'no-motion');
    assert.equal(posterReason({ ...base, phone: true }), 'phone');
    assert.equal(posterReason({ ...base, saveData: true }), 'save-data');
    assert.equal(posterReason({ ...base, failed: true }), 'failed');
  });
  it('the device and the visitor decide alone, whatever the video (the waiting rule asks only them)', () => {
    assert.equal(deviceReason(base), undefined);
    assert.equal(deviceReason({ ...base, motionAllowed: false, phone: true }), 'no-motion');
    assert.equal(deviceReason({ ...base, phone: true, saveData: true }), 'phone');
    assert.equal(deviceReason({ ...base, saveData: true }), 'save-data');
  });
  it('YouTube and Vimeo need marketing consent; a file does not', () => {
    assert.equal(posterReason({ ...base, source: { kind: 'youtube', id: 'abcdefghijk' } }), 'no-consent');
    assert.equal(posterReason({ ...base, source: { kind: 'vimeo', id: '1' } }), 'no-consent');
    assert.equal(posterReason({ ...base, source: { kind: 'youtube', id: 'abcdefghijk' }, consent: true }), undefined);
  });
  it("the visitor's wishes are named first", () => {
    assert.equal(
      posterReason({ ...base, motionAllowed: false, phone: true, saveData: true, failed: true }),
      'no-motion',
    );
    assert.equal(
      posterReason({ ...base, source: { kind: 'youtube', id: 'abcdefghijk' }, saveData: true }),
      'save-data',
    );
  });
  it("plays only in view and not after the visitor's pause", () => {
    assert.deepEqual(
      [wantsPlaying(false, true), wantsPlaying(true, true), wantsPlaying(false, false), wantsPlaying(true, false)],
      [true, false, false, false],
    );
  });
});

describe('video background: the YouTube loop check', () => {
  it('checks every 150 ms (docs/RULES.md#motion) and seeks back more than one check before the end', () => {
    assert.equal(VIDEO_LOOP_CHECK_MS, 150);
    assert.ok(LOOP_RESTART_LEAD_S * 1000 > VIDEO_LOOP_CHECK_MS);
  });
  it('estimates the time from the last report', () => {
    assert.equal(estimatedTime(10, 1000, 1250), 10.25);
    assert.equal(estimatedTime(10, 1000, 900), 10);
  });
  it('restarts within the lead of a known end only', () => {
    assert.equal(loopRestartDue(9.5, 10), false);
    assert.equal(loopRestartDue(10 - LOOP_RESTART_LEAD_S, 10), true);
    assert.equal(loopRestartDue(12, 10), true);
    assert.equal(loopRestartDue(9.9, undefined), false);
    assert.equal(
      loopRestartDue(0.1, 0.5),
      false,
      'a clip shorter than two leads never restarts (it would do nothing else)',
    );
  });
  it("reads the player's infoDelivery and state messages; ignores everything else", () => {
    assert.deepEqual(
      youtubeReport('{"event":"infoDelivery","info":{"currentTime":3.5,"duration":12,"playerState":1}}'),
      { currentTime: 3.5, duration: 12, playerState: 1 },
    );
    assert.deepEqual(youtubeReport({ event: 'infoDelivery', info: { currentTime: 'x', duration: -1 } }), {
      currentTime: undefined,
      duration: undefined,
      playerState: undefined,
    });
    assert.deepEqual(youtubeReport('{"event":"onStateChange","info":2}'), { playerState: 2 });
    // The first report after "listening" has the same shape; an error means it cannot play here.
    assert.deepEqual(youtubeReport('{"event":"initialDelivery","info":{"playerState":5}}'), {
      currentTime: undefined,
      duration: undefined,
      playerState: 5,
    });
    assert.deepEqual(youtubeReport('{"event":"onError","info":150}'), { error: true });
    for (const other of [
      'nope',
      '{"event":"initialDelivery"}',
      '{"event":"infoDelivery","info":null}',
      null,
      5,
      '{"__proto__":{"x":1}}',
      `{"a":"${'x'.repeat(30_000)}"}`,
    ])
      assert.equal(youtubeReport(other), undefined);
  });
  it("reads Vimeo's ready, playing and error events, as text or object; ignores everything else", () => {
    assert.equal(vimeoReport('{"event":"ready","player_id":"p"}'), 'ready');
    for (const playing of ['{"event":"play"}', { event: 'playing' }, { event: 'timeupdate', data: { seconds: 1 } }])
      assert.equal(vimeoReport(playing), 'playing');
    assert.equal(vimeoReport({ event: 'error', data: {} }), 'error');
    for (const other of [
      'nope',
      '{"event":"pause"}',
      { method: 'play' },
      null,
      5,
      `{"event":"play","a":"${'x'.repeat(30_000)}"}`,
    ])
      assert.equal(vimeoReport(other), undefined);
    assert.deepEqual(
      VIMEO_LISTEN.map((request) => JSON.parse(request)),
      ['play', 'timeupdate', 'error'].map((value) => ({ method: 'addEventListener', value })),
    );
  });
  it("writes play and pause in each player's own protocol", () => {
    assert.equal(playerCommand('youtube', 'pause'), '{"event":"command","func":"pauseVideo","args":[]}');
    assert.equal(playerCommand('youtube', 'play'), '{"event":"command","func":"playVideo","args":[]}');
    assert.equal(playerCommand('vimeo', 'pause'), '{"method":"pause"}');
    assert.equal(playerCommand('vimeo', 'play'), '{"method":"play"}');
  });
});
