<?php
// For test/unit/printed-banner-php.test.ts: `php printed-banner-cli.php FILE` reads cases as JSON from stdin
// and prints, per case, the plugin's front settings, its banner filled from FILE (a printed-banner.json)
// and the Set-Cookie values of each posted answer.
declare(strict_types=1);

require_once __DIR__ . '/../../wordpress/ws/includes/settings-rules.php';
require_once __DIR__ . '/../../wordpress/ws/includes/printed-banner-rules.php';

$file = ws_printed_file((string) file_get_contents($argv[1]));
$cases = json_decode((string) stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
$answers = [];
foreach ($cases as $case) {
    $front = ws_front_settings($case['settings'], $case['language'], '/wp-json/ws', $case['scanned'] ?? []);
    $answers[] = [
        'front' => $front,
        'banner' => ws_printed_banner(
            (array) $file,
            $front,
            $case['language'],
            ws_printed_same_site_path($case['returnTo']),
            $case['nonce'],
            $case['switchesOpen'] ?? false
        ),
        'head' => ws_printed_head((array) $file, $case['nonce']),
        'cookies' => array_map(static function (array $answer) use ($front): array {
            $read = ws_answer_read($answer['form']);
            if (isset($read['error'])) {
                return [$read['error']];
            }
            $id = ws_answer_previous_id($answer['cookie'], $front['prefix']);
            $choice = ws_answer_choice($read, $front, $id);
            return $choice === null ? [] : ws_answer_cookies($front, $choice, $answer['secure']);
        }, $case['answers'] ?? []),
    ];
}
echo json_encode($answers, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
