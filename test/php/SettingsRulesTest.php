<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

/**
 * The pure rules of the site owner's consent settings (wordpress/ws/includes/settings-rules.php):
 * defaults, validation of a save with a message per refused value, the stored option read back,
 * and the JSON object of #ws-consent-settings.
 */
final class SettingsRulesTest extends TestCase
{
    /** Every yes/no field ticked as the form sends it, plus $changes: a save that changes nothing else. */
    private static function form(array $changes = []): array
    {
        return array_merge(array_fill_keys(ws_settings_booleans(), '1'), $changes);
    }

    /** Validates $input over the defaults (or $current). */
    private static function validate(array $input, ?array $current = null): array
    {
        return ws_validate_settings($input, $current ?? ws_settings_defaults());
    }

    /** The only error of a save that refuses one field: its field and message. */
    private function assertRefused(array $input, string $field, ?array $current = null, ?string $contains = null): array
    {
        $current ??= ws_settings_defaults();
        $result = self::validate($input, $current);
        $this->assertCount(1, $result['errors'], json_encode($result['errors'], JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE) ?: '');
        $this->assertSame($field, $result['errors'][0]['field']);
        $this->assertNotSame('', $result['errors'][0]['message']);
        if ($contains !== null) {
            $this->assertStringContainsString($contains, $result['errors'][0]['message']);
        }
        // The refused value keeps the one in force.
        $path = explode('.', $field);
        $kept = ws_settings_complete($current);
        $now = $result['values'];
        foreach ($path as $key) {
            $kept = $kept[$key];
            $now = $now[$key];
        }
        $this->assertSame($kept, $now, "$field keeps its value");
        return $result;
    }

    private function assertAccepted(array $input, string $field, mixed $expected): void
    {
        $result = self::validate($input);
        $this->assertSame([], $result['errors'], json_encode($input, JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE) ?: '');
        $value = $result['values'];
        foreach (explode('.', $field) as $key) {
            $value = $value[$key];
        }
        $this->assertSame($expected, $value);
    }

    // ---------------------------------------------------------------- defaults

    public function testDefaults(): void
    {
        $defaults = ws_settings_defaults();
        $this->assertSame('optin', $defaults['consenttype']);
        $this->assertSame('eu', $defaults['region']);
        $this->assertSame('visible', $defaults['use_categories']);
        $this->assertSame(365, $defaults['cookie_expiry']);
        $this->assertSame('', $defaults['cookie_domain']);
        $this->assertSame('/', $defaults['cookie_path']);
        $this->assertFalse($defaults['set_cookies_on_root']);
        $this->assertSame('cmplz_', $defaults['prefix']);
        $this->assertSame(1, $defaults['current_policy_id']);
        $this->assertFalse($defaults['soft_cookiewall']);
        $this->assertFalse($defaults['dismiss_on_scroll']);
        $this->assertFalse($defaults['dismiss_on_timeout']);
        $this->assertSame(10, $defaults['dismiss_timeout_seconds']);
        $this->assertTrue($defaults['do_not_track']);
        $this->assertSame('', $defaults['readmore_url']);
        $this->assertTrue($defaults['record_consent']);
        $this->assertSame(12, $defaults['retention_months']);
        $this->assertSame(0, $defaults['settings_revision']);
        foreach (ws_settings_colour_fields() as $field) {
            $this->assertSame('', $defaults[$field]);
        }
        $this->assertSame(['de', 'en'], array_keys($defaults['texts']));
        foreach ($defaults['texts'] as $texts) {
            $this->assertSame(array_keys(ws_settings_text_fields()), array_keys($texts));
            $this->assertSame([''], array_values(array_unique($texts)));
        }
    }

    public function testTheDefaultsAreValidAndASaveOfThemChangesNothing(): void
    {
        $defaults = ws_settings_defaults();
        $result = self::validate($defaults);
        $this->assertSame([], $result['errors']);
        $this->assertSame($defaults, $result['values']);
    }

    public function testEveryFieldHasALabel(): void
    {
        foreach (array_keys(ws_settings_defaults()) as $field) {
            $this->assertArrayHasKey($field, ws_settings_labels());
        }
        $this->assertSame(array_keys(ws_settings_text_fields()), array_keys(ws_settings_text_labels()));
    }

    // ---------------------------------------------------------------- the shape of a save

    public function testAnEmptySaveTurnsEveryYesNoFieldOffAndKeepsTheRest(): void
    {
        $current = array_merge(ws_settings_defaults(), ['cookie_expiry' => 30, 'prefix' => 'ws_', 'soft_cookiewall' => true]);
        $result = self::validate([], $current);
        $this->assertSame([], $result['errors']);
        foreach (ws_settings_booleans() as $field) {
            $this->assertFalse($result['values'][$field], "$field missing = unticked");
        }
        $this->assertSame(30, $result['values']['cookie_expiry']);
        $this->assertSame('ws_', $result['values']['prefix']);
        $this->assertSame($current['texts'], $result['values']['texts']);
    }

    public function testTheValuesAreAlwaysComplete(): void
    {
        $result = self::validate(['cookie_expiry' => 'x', 'texts' => 'x', 'nonsense' => 1], ['garbage' => true]);
        $this->assertSame(array_keys(ws_settings_defaults()), array_keys($result['values']));
    }

    public function testUnknownKeysAreDropped(): void
    {
        $result = self::validate(self::form(['evil' => '<script>', '__proto__' => 'x', 'tm_categories' => '1']));
        $this->assertSame([], $result['errors']);
        $this->assertArrayNotHasKey('evil', $result['values']);
        $this->assertArrayNotHasKey('__proto__', $result['values']);
        $this->assertArrayNotHasKey('tm_categories', $result['values']);
        $result = self::validate(['texts' => ['de' => ['header' => 'Hallo', 'title' => 'x'], 'fr' => ['header' => 'Salut']]]);
        $this->assertSame([], $result['errors']);
        $this->assertSame(['de', 'en'], array_keys($result['values']['texts']));
        $this->assertArrayNotHasKey('title', $result['values']['texts']['de']);
        $this->assertSame('Hallo', $result['values']['texts']['de']['header']);
    }

    public function testABrokenCurrentIsReadAsDefaults(): void
    {
        $current = ['consenttype' => 'nonsense', 'cookie_expiry' => -4, 'texts' => ['de' => ['header' => ["x"]]], 'prefix' => 'a b'];
        $result = self::validate([], $current);
        $this->assertSame([], $result['errors']);
        $this->assertSame('optin', $result['values']['consenttype']);
        $this->assertSame(365, $result['values']['cookie_expiry']);
        $this->assertSame('cmplz_', $result['values']['prefix']);
        $this->assertSame('', $result['values']['texts']['de']['header']);
    }

    // ---------------------------------------------------------------- lists of values

    public static function choices(): array
    {
        return [
            ['consenttype', ['optin', 'optout', 'optinstats', 'other'], 'Einwilligungsart'],
            ['region', ['eu', 'us', 'uk', 'ca', 'au', 'za', 'br'], 'Region'],
            ['use_categories', ['no', 'hidden', 'visible', 'legacy'], 'Kategorien im Banner'],
        ];
    }

    /** @dataProvider choices */
    public function testAListFieldTakesItsValuesOnly(string $field, array $allowed, string $label): void
    {
        foreach ($allowed as $value) {
            $this->assertAccepted(self::form([$field => $value]), $field, $value);
            $this->assertAccepted(self::form([$field => " $value "]), $field, $value);
        }
        foreach (['', 'OPTIN ', 'de', 'x', '<b>', 'eu;', 0, 1, true, ['eu'], 1.5] as $bad) {
            $result = $this->assertRefused(self::form([$field => $bad]), $field);
            $this->assertStringStartsWith($label . ' muss einer dieser Werte sein: ' . implode(', ', $allowed), $result['errors'][0]['message']);
        }
    }

    public function testAListFieldMessageNamesTheRefusedAndTheKeptValue(): void
    {
        $current = array_merge(ws_settings_defaults(), ['region' => 'uk']);
        $result = $this->assertRefused(self::form(['region' => 'mars']), 'region', $current);
        $this->assertSame('Region muss einer dieser Werte sein: eu, us, uk, ca, au, za, br; „mars“ abgelehnt, „uk“ bleibt.', $result['errors'][0]['message']);
    }

    // ---------------------------------------------------------------- whole numbers

    public static function ranges(): array
    {
        return [
            ['cookie_expiry', 1, 3650, 365],
            ['dismiss_timeout_seconds', 1, 600, 10],
            ['retention_months', 1, 120, 12],
            ['current_policy_id', 1, WS_SETTINGS_MAX_COUNTER, 1],
            ['settings_revision', 0, WS_SETTINGS_MAX_COUNTER, 0],
        ];
    }

    /** @dataProvider ranges */
    public function testANumberFieldTakesWholeNumbersInItsRange(string $field, int $min, int $max, int $default): void
    {
        foreach ([$min, $max, (string) $min, (string) $max, " $max ", '0' . $max, (float) $max] as $good) {
            $this->assertAccepted(self::form([$field => $good]), $field, (int) $good);
        }
        $bad = [$min - 1, $max + 1, (string) ($min - 1), (string) ($max + 1), '-1', '+5', '1e3', '1e999', '1.5', 1.5, '0x10', '', ' ', 'zehn',
            '99999999999999999999999', PHP_INT_MAX, PHP_INT_MIN, INF, -INF, NAN, 1e300, true, false, [], ['5'], '5 Tage', "5\n6", '٣'];
        foreach ($bad as $value) {
            $this->assertRefused(self::form([$field => $value]), $field);
        }
    }

    public function testTheCookieExpiryMessage(): void
    {
        $result = $this->assertRefused(self::form(['cookie_expiry' => '1e999']), 'cookie_expiry');
        $this->assertSame('Laufzeit der Cookies muss eine ganze Zahl von 1 bis 3650 (Tage) sein; „1e999“ abgelehnt, 365 bleibt.', $result['errors'][0]['message']);
        $result = $this->assertRefused(self::form(['retention_months' => [1, 2]]), 'retention_months');
        $this->assertSame('Aufbewahrung der Protokolle muss eine ganze Zahl von 1 bis 120 (Monate) sein; eine Liste abgelehnt, 12 bleibt.', $result['errors'][0]['message']);
        $result = $this->assertRefused(self::form(['dismiss_timeout_seconds' => '0']), 'dismiss_timeout_seconds');
        $this->assertSame('Wartezeit bis zum Schließen muss eine ganze Zahl von 1 bis 600 (Sekunden) sein; „0“ abgelehnt, 10 bleibt.', $result['errors'][0]['message']);
    }

    // ---------------------------------------------------------------- yes/no

    public function testYesNoFields(): void
    {
        foreach (ws_settings_booleans() as $field) {
            foreach ([true, 1, '1', 'on', 'yes', 'true', 'TRUE', ' on '] as $yes) {
                $this->assertAccepted([$field => $yes], $field, true);
            }
            foreach ([false, 0, '0', '', 'off', 'no', 'false', null] as $no) {
                $this->assertAccepted([$field => $no], $field, false);
            }
            $this->assertAccepted([], $field, false);
            $current = array_merge(ws_settings_defaults(), [$field => true]);
            foreach (['maybe', 2, -1, 0.5, [], ['1'], 'ja bitte'] as $bad) {
                $result = $this->assertRefused([$field => $bad], $field, $current);
                $this->assertStringEndsWith('muss an oder aus sein; ' . ws_settings_show($bad) . ' abgelehnt, an bleibt.', $result['errors'][0]['message']);
            }
        }
    }

    // ---------------------------------------------------------------- cookies

    public function testCookieDomain(): void
    {
        foreach (['' => '', 'beispiel.de' => 'beispiel.de', '.beispiel.de' => '.beispiel.de', 'Werkstatt-Muster.DE' => 'werkstatt-muster.de', " localhost\n" => 'localhost', 'a1.b2.c3' => 'a1.b2.c3'] as $given => $kept) {
            $this->assertAccepted(self::form(['cookie_domain' => (string) $given]), 'cookie_domain', $kept);
        }
        foreach (['bei spiel.de', 'beispiel.de;', 'a,b.de', 'beispiel..de', '..beispiel.de', 'beispiel.de.', 'http://beispiel.de', 'beispiel.de/pfad', 'bü.de', "beispiel.de\x00", "bei\nspiel.de", '*.beispiel.de', str_repeat('a', 254), 5, [], true] as $bad) {
            $this->assertRefused(self::form(['cookie_domain' => $bad]), 'cookie_domain', null, 'Cookie-Domain muss leer sein oder ein Hostname');
        }
    }

    public function testCookiePath(): void
    {
        foreach (['/' => '/', '/shop' => '/shop', ' /blog/ ' => '/blog/', '/a-b_c/~x' => '/a-b_c/~x'] as $given => $kept) {
            $this->assertAccepted(self::form(['cookie_path' => $given]), 'cookie_path', $kept);
        }
        foreach (['', 'shop', '/a;b', '/a,b', '/a b', "/a\tb", "/a\nb", '/ä', "/\x00", '//' . str_repeat('x', 300), 5, [], false] as $bad) {
            $this->assertRefused(self::form(['cookie_path' => $bad]), 'cookie_path', null, 'Cookie-Pfad muss mit / beginnen');
        }
    }

    public function testPrefix(): void
    {
        foreach (['cmplz_', '', 'ws-', 'A_b-9', str_repeat('x', 32), ' ws_ '] as $good) {
            $this->assertAccepted(self::form(['prefix' => $good]), 'prefix', trim($good));
        }
        foreach ([str_repeat('x', 33), 'a b', 'a;b', 'a=b', 'präfix', 'a.b', "a\x00", "a\nb", 3, []] as $bad) {
            $this->assertRefused(self::form(['prefix' => $bad]), 'prefix', null, 'Cookie-Präfix darf nur aus bis zu 32 Buchstaben');
        }
    }

    // ---------------------------------------------------------------- policy version and revision

    public function testRaisingThePolicyId(): void
    {
        $raised = ws_raise_policy_id(array_merge(ws_settings_defaults(), ['current_policy_id' => 4]));
        $this->assertSame([], $raised['errors']);
        $this->assertSame(5, $raised['values']['current_policy_id']);
        $this->assertSame(array_keys(ws_settings_defaults()), array_keys($raised['values']));

        $top = ws_raise_policy_id(['current_policy_id' => WS_SETTINGS_MAX_COUNTER]);
        $this->assertSame(WS_SETTINGS_MAX_COUNTER, $top['values']['current_policy_id']);
        $this->assertSame('current_policy_id', $top['errors'][0]['field']);

        // A raised policy id passes the save it goes through.
        $result = self::validate($raised['values'], array_merge(ws_settings_defaults(), ['current_policy_id' => 4]));
        $this->assertSame([], $result['errors']);
        $this->assertSame(5, $result['values']['current_policy_id']);
    }

    public function testAFormWithoutThePolicyIdOrRevisionKeepsThem(): void
    {
        $current = array_merge(ws_settings_defaults(), ['current_policy_id' => 7, 'settings_revision' => 3]);
        $result = self::validate(self::form(['cookie_expiry' => '30']), $current);
        $this->assertSame(7, $result['values']['current_policy_id']);
        $this->assertSame(3, $result['values']['settings_revision']);
    }

    public function testTheNextRevision(): void
    {
        $current = array_merge(ws_settings_defaults(), ['settings_revision' => 3]);
        $this->assertSame(4, ws_settings_next_revision(self::validate([], $current)['values'], $current)['settings_revision']);
        // Never backwards, even when the saved array carries an older revision.
        $this->assertSame(4, ws_settings_next_revision(array_merge($current, ['settings_revision' => 1]), $current)['settings_revision']);
        $this->assertSame(1, ws_settings_next_revision(ws_settings_defaults(), [])['settings_revision']);
        $this->assertSame(WS_SETTINGS_MAX_COUNTER, ws_settings_next_revision(['settings_revision' => WS_SETTINGS_MAX_COUNTER], ['settings_revision' => WS_SETTINGS_MAX_COUNTER])['settings_revision']);
    }

    // ---------------------------------------------------------------- texts

    public function testTextsAreStoredAsTyped(): void
    {
        $hostile = '</script><script>alert(1)</script> "><img src=x onerror=alert(1)> & \' \\';
        $result = self::validate(['texts' => [
            'de' => ['header' => "  Hallo <b>Welt</b>  ", 'message_optin' => "Zeile 1\r\nZeile 2\rZeile 3\n\tEingerückt", 'deny' => $hostile],
            'en' => ['accept_all' => 'OK ✓ 😀', 'readmore_text' => ''],
        ]]);
        $this->assertSame([], $result['errors']);
        $this->assertSame('Hallo <b>Welt</b>', $result['values']['texts']['de']['header']);
        $this->assertSame("Zeile 1\nZeile 2\nZeile 3\n\tEingerückt", $result['values']['texts']['de']['message_optin']);
        $this->assertSame($hostile, $result['values']['texts']['de']['deny']);
        $this->assertSame('OK ✓ 😀', $result['values']['texts']['en']['accept_all']);
        $this->assertSame('', $result['values']['texts']['en']['readmore_text']);
    }

    public function testAMissingTextKeepsItsValueAndAnEmptyOneClearsIt(): void
    {
        $current = ws_settings_defaults();
        $current['texts']['de']['header'] = 'Alt';
        $current['texts']['de']['deny'] = 'Nein';
        $current['texts']['en']['deny'] = 'No';
        $result = self::validate(['texts' => ['de' => ['deny' => '   ']]], $current);
        $this->assertSame([], $result['errors']);
        $this->assertSame('Alt', $result['values']['texts']['de']['header']);
        $this->assertSame('', $result['values']['texts']['de']['deny']);
        $this->assertSame('No', $result['values']['texts']['en']['deny']);
    }

    public function testTextLengths(): void
    {
        foreach (ws_settings_text_fields() as $name => $max) {
            $this->assertSame(in_array($name, ['message_optin', 'message_optout'], true) ? 2000 : 200, $max);
            // Characters, not bytes: "ü" is two bytes.
            $this->assertAccepted(['texts' => ['en' => [$name => str_repeat('ü', $max)]]], "texts.en.$name", str_repeat('ü', $max));
            $result = $this->assertRefused(['texts' => ['en' => [$name => str_repeat('a', $max + 1)]]], "texts.en.$name");
            $this->assertStringContainsString(sprintf('darf höchstens %d Zeichen lang sein (hat %d)', $max, $max + 1), $result['errors'][0]['message']);
            $this->assertStringContainsString('(English)', $result['errors'][0]['message']);
        }
        $result = $this->assertRefused(['texts' => ['de' => ['header' => str_repeat('x', 100000)]]], 'texts.de.header');
        $this->assertLessThan(300, strlen($result['errors'][0]['message']), 'the message quotes a short start of the text');
    }

    public function testTheTextMessage(): void
    {
        $current = ws_settings_defaults();
        $current['texts']['de']['header'] = 'Cookies';
        $result = $this->assertRefused(['texts' => ['de' => ['header' => "Hallo\x07"]]], 'texts.de.header', $current);
        $this->assertSame('Text „Überschrift“ (Deutsch) darf außer Zeilenumbrüchen und Tabulatoren keine Steuerzeichen enthalten; „Hallo?“ abgelehnt, „Cookies“ bleibt.', $result['errors'][0]['message']);
    }

    public function testTextsRefuseControlCharactersAndBrokenText(): void
    {
        foreach (["a\x00b", "a\x1bb", "a\x7fb", "a\u{85}b", "a\x0bb", "a\x0cb", "\xff\xfe", "a\xc3", [], ['x'], 5, true] as $bad) {
            $this->assertRefused(['texts' => ['de' => ['deny' => $bad]]], 'texts.de.deny');
        }
        $this->assertRefused(['texts' => 'Hallo'], 'texts');
        $this->assertRefused(['texts' => ['de' => 'Hallo']], 'texts.de');
        // Other languages' and fields' texts of the same save are taken.
        $result = self::validate(['texts' => ['de' => ['deny' => "\x00", 'accept_all' => 'Ja'], 'en' => 'x']]);
        $this->assertSame(['texts.de.deny', 'texts.en'], array_column($result['errors'], 'field'));
        $this->assertSame('Ja', $result['values']['texts']['de']['accept_all']);
    }

    // ---------------------------------------------------------------- colours

    public function testColours(): void
    {
        foreach (ws_settings_colour_fields() as $field) {
            foreach (['' => '', '#fff' => '#fff', '#1E73BE' => '#1e73be', ' #000000 ' => '#000000'] as $given => $kept) {
                $this->assertAccepted(self::form([$field => (string) $given]), $field, $kept);
            }
            $label = ws_settings_labels()[$field];
            foreach (['red', '#ffff', '#fffffff', '#ggg', 'fff', 'rgb(0,0,0)', 'url(x)', '#fff;background:url(x)', 'expression(alert(1))', '#ffffff80', 5, [], true] as $bad) {
                $result = $this->assertRefused(self::form([$field => $bad]), $field);
                $this->assertStringStartsWith($label . ' muss leer sein oder eine Farbe als #rgb oder #rrggbb', $result['errors'][0]['message']);
            }
        }
    }

    // ---------------------------------------------------------------- the privacy policy link

    public function testReadMoreUrl(): void
    {
        $good = ['', '/datenschutz/', '/', '/datenschutz?x=1#a', 'https://www.beispiel.de/datenschutz/', 'http://beispiel.de', 'HTTPS://beispiel.de/ä', ' /datenschutz/ '];
        foreach ($good as $url) {
            $this->assertAccepted(self::form(['readmore_url' => $url]), 'readmore_url', trim($url));
        }
        $bad = ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'ftp://beispiel.de', '//evil.example/',
            '/\\evil.example/', 'https:/beispiel.de', 'https://', 'http:///pfad', 'datenschutz', '#top', '?x', 'https://a.de/"onmouseover="x', "https://a.de/'x",
            'https://a.de/<x>', 'https://a.de/a b', "https://a.de/\x00", "https://a.de/\nx", "/a\tb", "java\tscript:alert(1)", "\u{feff}javascript:alert(1)", "/a\u{202e}b", 'https://a.de\\@b.de',
            '/' . str_repeat('x', 2000), 5, [], true];
        foreach ($bad as $url) {
            $result = $this->assertRefused(self::form(['readmore_url' => $url]), 'readmore_url');
            $this->assertStringStartsWith('Link zur Datenschutzerklärung muss leer sein, eine Adresse mit http:// oder https:// oder ein Pfad dieser Website', $result['errors'][0]['message']);
        }
    }

    // ---------------------------------------------------------------- no warnings, whatever arrives

    public function testNoInputRaisesAWarningOrATypeError(): void
    {
        $weird = [null, true, false, 0, -1, PHP_INT_MAX, 1.5, INF, NAN, '', ' ', '1e999', "\xff", "\x00", str_repeat('9', 400), [], [[]], ['a' => ['b' => 'c']], new stdClass(), new ArrayObject([1])];
        set_error_handler(static function (int $level, string $message): bool {
            throw new ErrorException($message, 0, $level);
        });
        try {
            foreach (array_keys(ws_settings_defaults()) as $field) {
                foreach ($weird as $value) {
                    $result = self::validate([$field => $value]);
                    $this->assertSame(array_keys(ws_settings_defaults()), array_keys($result['values']));
                    ws_front_settings(array_merge(ws_settings_defaults(), [$field => $value]), 'de', '/wp-json/ws');
                    ws_settings_from_stored([$field => $value]);
                }
            }
            foreach ($weird as $value) {
                self::validate(['texts' => ['de' => ['header' => $value], 'en' => $value]]);
                self::validate(['texts' => $value]);
                ws_settings_from_stored($value);
                ws_settings_from_stored(['texts' => ['de' => ['header' => $value]]]);
            }
        } finally {
            restore_error_handler();
        }
        $this->addToAssertionCount(1);
    }

    public function testOneSaveReportsEveryRefusedField(): void
    {
        $result = self::validate(['consenttype' => 'x', 'cookie_expiry' => '0', 'cookie_path' => 'x', 'colorpalette_text_color' => 'red', 'readmore_url' => 'javascript:x', 'cookie_domain' => 'a b', 'dismiss_on_scroll' => 'vielleicht']);
        $this->assertSame(['consenttype', 'cookie_expiry', 'cookie_domain', 'cookie_path', 'dismiss_on_scroll', 'colorpalette_text_color', 'readmore_url'], array_column($result['errors'], 'field'));
        $this->assertSame(ws_settings_defaults()['cookie_path'], $result['values']['cookie_path']);
    }

    // ---------------------------------------------------------------- the stored option

    public function testTheStoredOptionIsReadOverTheDefaults(): void
    {
        foreach ([false, null, '', 'garbage', 5, []] as $stored) {
            $this->assertSame(ws_settings_defaults(), ws_settings_from_stored($stored));
        }
        // A missing yes/no field takes its default (not "off"): do_not_track stays on.
        $settings = ws_settings_from_stored(['cookie_expiry' => 30, 'consenttype' => 'bogus', 'texts' => ['en' => ['deny' => 'Nope', 'header' => ["x"]]], 'extra' => 1]);
        $this->assertTrue($settings['do_not_track']);
        $this->assertTrue($settings['record_consent']);
        $this->assertSame(30, $settings['cookie_expiry']);
        $this->assertSame('optin', $settings['consenttype']);
        $this->assertSame('Nope', $settings['texts']['en']['deny']);
        $this->assertSame('', $settings['texts']['en']['header']);
        $this->assertSame(array_keys(ws_settings_defaults()), array_keys($settings));
    }

    // ---------------------------------------------------------------- language

    public function testLanguageOfLocale(): void
    {
        foreach (['de_DE', 'de_DE_formal', 'de_CH', 'de_AT', 'de', 'de-AT', 'DE_de'] as $locale) {
            $this->assertSame('de', ws_language_of_locale($locale), $locale);
        }
        foreach (['en_US', 'en_GB', 'fr_FR', '', 'dsb_DE', 'del', 'nl_NL', 'es_DE'] as $locale) {
            $this->assertSame('en', ws_language_of_locale($locale), $locale);
        }
    }

    // ---------------------------------------------------------------- the front end's settings

    private static function configured(): array
    {
        $settings = array_merge(ws_settings_defaults(), [
            'consenttype' => 'optout',
            'region' => 'us',
            'use_categories' => 'hidden',
            'cookie_expiry' => 180,
            'cookie_domain' => '.beispiel.de',
            'cookie_path' => '/shop',
            'set_cookies_on_root' => true,
            'prefix' => 'ws_',
            'current_policy_id' => 4,
            'soft_cookiewall' => true,
            'dismiss_on_scroll' => true,
            'dismiss_on_timeout' => true,
            'dismiss_timeout_seconds' => 25,
            'do_not_track' => false,
            'record_consent' => false,
            'settings_revision' => 9,
            'readmore_url' => '/datenschutz/',
            'colorpalette_background_color' => '#ffffff',
            'colorpalette_button_accept_background_color' => '#1e73be',
        ]);
        $settings['texts']['de']['header'] = 'Ihre Wahl';
        $settings['texts']['de']['category_marketing'] = 'Werbung';
        $settings['texts']['en']['header'] = 'Your choice';
        $settings['texts']['en']['message_optout'] = 'We use cookies.';
        return $settings;
    }

    public function testFrontSettingsInGerman(): void
    {
        $this->assertSame([
            'prefix' => 'ws_',
            'region' => 'us',
            'consenttype' => 'optout',
            'use_categories' => 'hidden',
            'cookie_expiry' => 180,
            'cookie_domain' => '.beispiel.de',
            'cookie_path' => '/shop',
            'set_cookies_on_root' => true,
            'current_policy_id' => '4',
            'soft_cookiewall' => true,
            'dismiss_on_scroll' => true,
            'dismiss_on_timeout' => true,
            'dismiss_timeout' => 25000,
            'do_not_track' => false,
            'record_consent' => false,
            'url' => 'http://site/wp-json/ws',
            'version' => 'r9',
            'banner_version' => '9',
            'readmore_optin' => '/datenschutz/',
            'readmore_optout' => '/datenschutz/',
            'readmore_url' => '/datenschutz/',
            'colorpalette_background_color' => '#ffffff',
            'colorpalette_button_accept_background_color' => '#1e73be',
            'header' => 'Ihre Wahl',
            'category_marketing' => 'Werbung',
        ], ws_front_settings(self::configured(), 'de', 'http://site/wp-json/ws'));
    }

    public function testFrontSettingsInEnglishCarryOnlyTheEnglishTexts(): void
    {
        $front = ws_front_settings(self::configured(), 'en', '/wp-json/ws');
        $this->assertSame('Your choice', $front['header']);
        $this->assertSame('We use cookies.', $front['message_optout']);
        $this->assertArrayNotHasKey('category_marketing', $front);
        $this->assertArrayNotHasKey('message_optin', $front);
        // A locale is mapped as ws_language_of_locale does; any other language is English.
        $this->assertSame('Ihre Wahl', ws_front_settings(self::configured(), 'de_DE', '/x')['header']);
        $this->assertSame('Your choice', ws_front_settings(self::configured(), 'fr', '/x')['header']);
    }

    public function testFrontSettingsOfTheDefaults(): void
    {
        $front = ws_front_settings(ws_settings_defaults(), 'de', '/wp-json/ws');
        $this->assertSame('cmplz_', $front['prefix']);
        $this->assertSame('optin', $front['consenttype']);
        $this->assertSame('1', $front['current_policy_id']);
        $this->assertSame(10000, $front['dismiss_timeout']);
        $this->assertTrue($front['do_not_track']);
        $this->assertTrue($front['record_consent']);
        $this->assertSame('r0', $front['version']);
        $this->assertSame('0', $front['banner_version']);
        // No texts, colours or read-more link: the front end's defaults fill them.
        foreach (array_merge(array_keys(ws_settings_text_fields()), ws_settings_colour_fields(), ['readmore_optin', 'readmore_optout', 'readmore_url']) as $field) {
            $this->assertArrayNotHasKey($field, $front);
        }
        foreach (['dismiss_timeout_seconds', 'texts', 'settings_revision', 'retention_months'] as $internal) {
            $this->assertArrayNotHasKey($internal, $front);
        }
    }

    public function testTheScannedServicesGoOutPerCategoryUnlessSwitchedOff(): void
    {
        $scanned = [
            'YouTube' => ['category' => 'marketing', 'pages' => ['/']],
            'Google Maps' => ['category' => 'marketing', 'pages' => ['/']],
            'youtube' => ['category' => 'marketing'],
            'Matomo Cloud' => ['category' => 'statistics-anonymous'],
            'Google Analytics (gtag.js)' => ['category' => 'statistics'],
            'Broken' => 'marketing',
            'Unknown' => ['category' => 'functional'],
            7 => ['category' => 'marketing'],
        ];
        $front = ws_front_settings(ws_settings_defaults(), 'de', '/wp-json/ws', $scanned);
        $this->assertSame('Google Maps, YouTube', $front['services_marketing']);
        $this->assertSame('Google Analytics (gtag.js), Matomo Cloud', $front['services_statistics']);
        $this->assertArrayNotHasKey('services_preferences', $front);
        $this->assertArrayNotHasKey('services_functional', $front);
        $off = ws_front_settings(array_merge(ws_settings_defaults(), ['list_services' => false]), 'de', '/wp-json/ws', $scanned);
        $this->assertSame([], array_filter(array_keys($off), static fn ($key) => str_starts_with($key, 'services_')));
    }

    public function testAVeryLongListOfServicesIsCut(): void
    {
        $scanned = [];
        for ($i = 0; $i < 100; $i++) {
            $scanned["Dienst {$i}"] = ['category' => 'marketing'];
        }
        $names = ws_service_names_by_category($scanned)['marketing'];
        $this->assertLessThanOrEqual(302, mb_strlen($names));
        $this->assertStringStartsWith('Dienst 0, Dienst 1, Dienst 2,', $names);
        $this->assertStringEndsWith(' …', $names);
    }

    public function testFrontSettingsCarryOnlyValidValues(): void
    {
        // Whatever reaches it, the front end gets valid values (broken ones as their defaults).
        $settings = array_merge(self::configured(), ['colorpalette_text_color' => 'url(javascript:x)', 'readmore_url' => 'javascript:alert(1)', 'cookie_path' => '/a;b', 'cookie_expiry' => 'x']);
        $settings['texts']['de']['deny'] = "Nein\x00";
        $front = ws_front_settings($settings, 'de', '/wp-json/ws');
        $this->assertArrayNotHasKey('colorpalette_text_color', $front);
        $this->assertArrayNotHasKey('readmore_url', $front);
        $this->assertArrayNotHasKey('deny', $front);
        $this->assertSame('/', $front['cookie_path']);
        $this->assertSame(365, $front['cookie_expiry']);
        $this->assertSame('#ffffff', $front['colorpalette_background_color']);
    }

    public function testAHostileTextCannotEndTheScriptElement(): void
    {
        $hostile = '</script><script>alert(1)</script>';
        $settings = self::validate(['texts' => ['de' => [
            'header' => $hostile,
            'deny' => '"><img src=x onerror=alert(1)>',
            'accept_all' => "<!-- <script> & 'x'",
            'message_optin' => "</SCRIPT >\n<\u{2028}/script>",
        ]]])['values'];
        $front = ws_front_settings($settings, 'de', '/wp-json/ws');
        $this->assertSame($hostile, $front['header']);
        $flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES;
        foreach ([json_encode($front, $flags), ws_front_settings_json($front)] as $json) {
            $this->assertIsString($json);
            $this->assertStringNotContainsString('</', $json);
            $this->assertStringNotContainsString('<', $json);
            $this->assertStringNotContainsString('>', $json);
            $this->assertStringNotContainsString('<!--', $json);
            $this->assertSame($front, json_decode($json, true), 'the JSON reads back as the settings');
        }
        $this->assertSame($flags, WS_SETTINGS_JSON_FLAGS);
    }

    public function testACookieDomainFitsTheSiteOnlyAsItsHostOrAParentOfIt(): void
    {
        $this->assertTrue(ws_cookie_domain_fits('', 'www.werkstatt.example'));
        $this->assertTrue(ws_cookie_domain_fits('www.werkstatt.example', 'www.werkstatt.example'));
        $this->assertTrue(ws_cookie_domain_fits('.werkstatt.example', 'www.werkstatt.example'));
        $this->assertFalse(ws_cookie_domain_fits('karosserie-weber.de', '127.0.0.1'));
        $this->assertFalse(ws_cookie_domain_fits('kstatt.example', 'www.werkstatt.example'));
        $this->assertFalse(ws_cookie_domain_fits('shop.werkstatt.example', 'www.werkstatt.example'));
    }
}
