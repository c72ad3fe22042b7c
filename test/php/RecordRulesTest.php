<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

/**
 * The pure rules of consent records (wordpress/ws/includes/record-rules.php): validation of the
 * body of POST ws/v1/track, rows and answers, the retention cut-off and the CSV rows.
 */
final class RecordRulesTest extends TestCase
{
    /** A record as the front end sends it. */
    private static function body(array $changes = [], array $remove = []): string
    {
        $record = array_merge([
            'consent_id' => 'k3j4h5g6f7d8',
            'action' => 'save',
            'consented_categories' => ['functional', 'statistics'],
            'denied_categories' => ['preferences', 'marketing'],
            'consenttype' => 'optin',
            'region' => 'eu',
            'policy_id' => '3',
            'banner_version' => '4',
        ], $changes);
        foreach ($remove as $field) {
            unset($record[$field]);
        }
        return json_encode($record, JSON_THROW_ON_ERROR);
    }

    private static function error(string $body): ?string
    {
        return ws_validate_record($body)['error'];
    }

    private function assertRefused(string $body, string $field): void
    {
        $result = ws_validate_record($body);
        $this->assertNull($result['record'], $body);
        $this->assertIsString($result['error'], $body);
        $this->assertStringContainsString($field, $result['error'], $body);
    }

    public function testAValidRecordIsKeptAsSent(): void
    {
        $result = ws_validate_record(self::body());
        $this->assertNull($result['error']);
        $this->assertSame([
            'consent_id' => 'k3j4h5g6f7d8',
            'action' => 'save',
            'consented_categories' => ['functional', 'statistics'],
            'denied_categories' => ['preferences', 'marketing'],
            'consenttype' => 'optin',
            'region' => 'eu',
            'policy_id' => '3',
            'banner_version' => '4',
        ], $result['record']);
    }

    public function testEveryActionConsentTypeAndCategoryIsAccepted(): void
    {
        foreach (['accept_all', 'deny', 'save', 'revoke', 'do_not_track', 'gpc'] as $action) {
            $this->assertNull(self::error(self::body(['action' => $action])), $action);
        }
        foreach (['optin', 'optout', 'optinstats', 'other'] as $type) {
            $this->assertNull(self::error(self::body(['consenttype' => $type])), $type);
        }
        $all = ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous', 'event_0', 'event_9', 'event_10', 'event_99'];
        $this->assertSame($all, ws_validate_record(self::body(['consented_categories' => $all, 'denied_categories' => []]))['record']['consented_categories']);
    }

    public function testTheEdgesOfEachPatternAreAccepted(): void
    {
        $this->assertNull(self::error(self::body(['consent_id' => str_repeat('a', 8)])));
        $this->assertNull(self::error(self::body(['consent_id' => str_repeat('Z', 64)])));
        $this->assertNull(self::error(self::body(['consent_id' => 'a-b_C-9_x'])));
        $this->assertNull(self::error(self::body(['region' => 'us'])));
        $this->assertNull(self::error(self::body(['region' => 'abcde'])));
        $this->assertNull(self::error(self::body(['policy_id' => 'v2.1-de_DE'])));
        $this->assertNull(self::error(self::body(['policy_id' => str_repeat('9', 64)])));
        $this->assertNull(self::error(self::body(['banner_version' => ''])));
        $this->assertNull(self::error(self::body(['banner_version' => str_repeat('1', 32)])));
    }

    public function testAMissingBannerVersionIsEmpty(): void
    {
        $this->assertSame('', ws_validate_record(self::body([], ['banner_version']))['record']['banner_version']);
        $this->assertSame('', ws_validate_record(self::body(['banner_version' => null]))['record']['banner_version']);
    }

    public function testEachRequiredFieldMissingIsRefusedByName(): void
    {
        foreach (['consent_id', 'action', 'consented_categories', 'denied_categories', 'consenttype', 'region', 'policy_id'] as $field) {
            $this->assertSame($field . ' is missing.', self::error(self::body([], [$field])), $field);
            $this->assertSame($field . ' is missing.', self::error(self::body([$field => null])), $field);
        }
    }

    public function testTheConsentIdIsRefusedWhenMalformed(): void
    {
        foreach (['short12', str_repeat('a', 65), 'has space1', 'umlaut-ä-123', 'dot.in.id1', '', "k3j4h5g6f7d8\n", 'k3j4h5g6/7d8'] as $id) {
            $this->assertRefused(self::body(['consent_id' => $id]), 'consent_id');
        }
    }

    public function testTheActionIsRefusedWhenUnknown(): void
    {
        foreach (['accept', 'ACCEPT_ALL', '', 'accept_all '] as $action) {
            $this->assertRefused(self::body(['action' => $action]), 'action must be one of accept_all, deny, save, revoke, do_not_track, gpc');
        }
    }

    public function testTheConsentTypeIsRefusedWhenUnknown(): void
    {
        foreach (['opt-in', 'OPTIN', ''] as $type) {
            $this->assertRefused(self::body(['consenttype' => $type]), 'consenttype must be one of optin, optout, optinstats, other');
        }
    }

    public function testTheRegionIsRefusedWhenMalformed(): void
    {
        foreach (['e', 'EU', 'europe', 'e1', "eu\n"] as $region) {
            $this->assertRefused(self::body(['region' => $region]), 'region');
        }
    }

    public function testThePolicyIdIsRefusedWhenMalformed(): void
    {
        foreach (['', str_repeat('1', 65), '3 4', '3/4', '<b>'] as $policy) {
            $this->assertRefused(self::body(['policy_id' => $policy]), 'policy_id');
        }
    }

    public function testTheBannerVersionIsRefusedWhenMalformed(): void
    {
        foreach ([str_repeat('1', 33), '4 5', '=1+1'] as $version) {
            $this->assertRefused(self::body(['banner_version' => $version]), 'banner_version');
        }
    }

    public function testUnknownCategoriesAreRefused(): void
    {
        foreach (['analytics', 'Functional', 'event_100', 'event_05', 'event_', 'event_-1', ''] as $category) {
            $this->assertRefused(self::body(['denied_categories' => [$category]]), 'denied_categories contains an unknown category');
            $this->assertRefused(self::body(['consented_categories' => ['functional', $category]]), 'consented_categories contains an unknown category');
        }
    }

    public function testADuplicateCategoryIsRefused(): void
    {
        $this->assertSame('consented_categories contains "statistics" twice.', self::error(self::body(['consented_categories' => ['functional', 'statistics', 'statistics']])));
        $this->assertSame('denied_categories contains "marketing" twice.', self::error(self::body(['denied_categories' => ['marketing', 'marketing']])));
    }

    public function testACategoryInBothListsIsRefused(): void
    {
        $this->assertSame(
            'The category "marketing" is in both consented_categories and denied_categories.',
            self::error(self::body(['consented_categories' => ['functional', 'marketing'], 'denied_categories' => ['marketing']]))
        );
    }

    public function testFunctionalMustBeConsented(): void
    {
        $this->assertRefused(self::body(['consented_categories' => ['statistics'], 'denied_categories' => ['functional']]), 'consented_categories must contain "functional"');
        $this->assertRefused(self::body(['consented_categories' => ['statistics'], 'denied_categories' => ['functional', 'marketing']]), 'consented_categories must contain "functional"');
        $this->assertRefused(self::body(['consented_categories' => [], 'denied_categories' => ['preferences']]), 'consented_categories must contain "functional"');
    }

    public function testAListTooLongForItsColumnIsRefused(): void
    {
        $events = array_map(static fn(int $n): string => 'event_' . $n, range(0, 99));
        $this->assertRefused(self::body(['denied_categories' => $events]), 'denied_categories is too long');
    }

    public function testArraysAndObjectsWhereStringsAreExpectedAreRefused(): void
    {
        foreach (['consent_id', 'action', 'consenttype', 'region', 'policy_id', 'banner_version'] as $field) {
            $this->assertRefused(self::body([$field => ['k3j4h5g6f7d8']]), $field . ' must be a string');
            $this->assertRefused(self::body([$field => ['a' => 'b']]), $field . ' must be a string');
            $this->assertRefused(self::body([$field => true]), $field . ' must be a string');
        }
        $this->assertSame('consent_id must be a string, not an array.', self::error(self::body(['consent_id' => ['x']])));
        $this->assertSame('consent_id must be a string, not an object.', self::error('{"consent_id":{"a":1}}'));
        $this->assertSame('action must be a string, not a number.', self::error(self::body(['action' => 1])));
        $this->assertSame('consent_id must be a string, not a number.', self::error(self::body(['consent_id' => 12345678])));
    }

    public function testStringsOrObjectsWhereArraysAreExpectedAreRefused(): void
    {
        $this->assertSame('consented_categories must be a JSON array of category names, not a string.', self::error(self::body(['consented_categories' => 'functional'])));
        $this->assertSame('denied_categories must be a JSON array of category names, not an object.', self::error(self::body(['denied_categories' => ['a' => 'marketing']])));
        $this->assertSame('denied_categories must be a JSON array of category names, not an object.', self::error(self::body(['denied_categories' => new stdClass()])));
        $this->assertSame('consented_categories must contain only strings, not an array.', self::error(self::body(['consented_categories' => ['functional', ['statistics']]])));
        $this->assertSame('consented_categories must contain only strings, not a number.', self::error(self::body(['consented_categories' => ['functional', 1]])));
    }

    public function testANumberIsTakenAsPolicyIdAndBannerVersion(): void
    {
        $record = ws_validate_record(self::body(['policy_id' => 3, 'banner_version' => 12]))['record'];
        $this->assertSame('3', $record['policy_id']);
        $this->assertSame('12', $record['banner_version']);
        $this->assertSame('2.5', ws_validate_record(self::body(['policy_id' => 2.5]))['record']['policy_id']);
        $this->assertSame('3.0', ws_validate_record('{"consent_id":"k3j4h5g6f7d8","action":"save","consented_categories":["functional"],"denied_categories":[],"consenttype":"optin","region":"eu","policy_id":3.0}')['record']['policy_id']);
        $this->assertSame('123456789012345678901234567890', ws_validate_record('{"consent_id":"k3j4h5g6f7d8","action":"save","consented_categories":["functional"],"denied_categories":[],"consenttype":"optin","region":"eu","policy_id":123456789012345678901234567890}')['record']['policy_id']);
        $this->assertRefused('{"consent_id":"k3j4h5g6f7d8","action":"save","consented_categories":["functional"],"denied_categories":[],"consenttype":"optin","region":"eu","policy_id":1e400}', 'policy_id');
        $this->assertRefused(self::body(['policy_id' => 1e20]), 'policy_id');
        $this->assertRefused(self::body(['policy_id' => false]), 'policy_id must be a string or a number, not a boolean.');
    }

    public function testUnknownFieldsAreDropped(): void
    {
        $record = ws_validate_record(self::body([
            'ip' => '203.0.113.9',
            'user_agent' => 'Mozilla/5.0',
            'referrer' => 'https://example.org/',
            'extra' => ['nested' => true],
        ]))['record'];
        $this->assertSame(['consent_id', 'action', 'consented_categories', 'denied_categories', 'consenttype', 'region', 'policy_id', 'banner_version'], array_keys($record));
    }

    public function testAHugeBodyIsRefusedBeforeItIsRead(): void
    {
        $this->assertSame('The record is larger than 10 KB.', self::error(str_repeat(' ', 10241)));
        $padded = self::body(['padding' => str_repeat('x', 10240)]);
        $this->assertSame('The record is larger than 10 KB.', self::error($padded));
        $this->assertSame('The record is larger than 10 KB.', self::error('{' . str_repeat('x', 20000)));
        // Exactly 10 KB passes: unknown padding is dropped.
        $base = self::body(['padding' => '']);
        $exact = self::body(['padding' => str_repeat('x', 10240 - strlen($base))]);
        $this->assertSame(10240, strlen($exact));
        $this->assertNull(self::error($exact));
        $this->assertSame('The record is larger than 100 bytes.', ws_validate_record(self::body(), 100)['error']);
    }

    public function testNonJsonIsRefused(): void
    {
        foreach (['', '   ', 'consent_id=k3j4h5g6f7d8', '{"consent_id":', "{'consent_id':'k3j4h5g6f7d8'}", '<xml/>'] as $body) {
            $this->assertMatchesRegularExpression('/^The record (is empty|is not valid JSON)/', (string) self::error($body), $body);
        }
        $this->assertSame('The record is nested too deeply.', self::error(str_repeat('[', 40) . str_repeat(']', 40)));
    }

    public function testJsonThatIsNoObjectIsRefused(): void
    {
        foreach (['[]', '[{"consent_id":"k3j4h5g6f7d8"}]', '"text"', '42', 'null', 'true'] as $body) {
            $this->assertSame('The record must be a JSON object.', self::error($body), $body);
        }
        $this->assertSame('consent_id is missing.', self::error('{}'));
    }

    public function testTrackDecidesByRecordingAndBody(): void
    {
        $legacy = '{"consented_categories":["functional","statistics"],"consenttype":"optin"}';
        $this->assertSame('store', ws_track_decide(self::body(), true)['outcome']);
        $this->assertSame('k3j4h5g6f7d8', ws_track_decide(self::body(), true)['record']['consent_id']);
        $this->assertSame('skip', ws_track_decide(self::body(), false)['outcome']);
        $this->assertSame('legacy', ws_track_decide($legacy, false)['outcome']);
        $this->assertSame('legacy', ws_track_decide('{"consented_categories":[]}', false)['outcome']);
        // With recording on, a body without consent id proves nothing.
        $this->assertSame(['outcome' => 'refuse', 'record' => null, 'error' => 'consent_id is missing.'], ws_track_decide($legacy, true));
        // A bad record is refused whether recording is on or off.
        $this->assertSame('refuse', ws_track_decide(self::body(['action' => 'x']), false)['outcome']);
        $this->assertSame('refuse', ws_track_decide('{"consented_categories":"functional"}', false)['outcome']);
        $this->assertSame('refuse', ws_track_decide('{"consented_categories":["functional"],"consenttype":1}', false)['outcome']);
        $this->assertSame('refuse', ws_track_decide('{"consenttype":"optin"}', false)['outcome']);
        $this->assertSame('The record is larger than 10 KB.', ws_track_decide(str_repeat('x', 10241), false)['error']);
        $this->assertSame('The record must be a JSON object.', ws_track_decide('[]', false)['error']);
    }

    public function testTokensAndConsentIds(): void
    {
        $this->assertTrue(ws_record_valid_token('abcde'));
        $this->assertTrue(ws_record_valid_token('AbCdE'));
        foreach (['abcd', 'abcdef', 'abcd1', "abcde\n", '', null, ['abcde'], 12345] as $token) {
            $this->assertFalse(ws_record_valid_token($token), var_export($token, true));
        }
        $this->assertTrue(ws_record_valid_consent_id('k3j4h5g6f7d8'));
        $this->assertFalse(ws_record_valid_consent_id("k3j4h5g6f7d8\n"));
        $this->assertFalse(ws_record_valid_consent_id(['k3j4h5g6f7d8']));
        $this->assertFalse(ws_record_valid_consent_id(null));
    }

    public function testARecordBecomesARowAndTheRowAnAnswer(): void
    {
        $record = ws_validate_record(self::body())['record'];
        $row = ws_record_to_row($record, '2026-11-26 10:14:03');
        $this->assertSame([
            'consent_id' => 'k3j4h5g6f7d8',
            'recorded_at' => '2026-11-26 10:14:03',
            'action' => 'save',
            'consented' => 'functional,statistics',
            'denied' => 'preferences,marketing',
            'consenttype' => 'optin',
            'region' => 'eu',
            'policy_id' => '3',
            'banner_version' => '4',
        ], $row);
        $this->assertSame([
            'consent_id' => 'k3j4h5g6f7d8',
            'time' => '2026-11-26T10:14:03Z',
            'action' => 'save',
            'consented_categories' => ['functional', 'statistics'],
            'denied_categories' => ['preferences', 'marketing'],
            'policy_id' => '3',
        ], ws_record_row_to_answer(['id' => '7'] + $row));
        $this->assertSame([], ws_record_row_to_answer(['denied' => ''] + $row)['denied_categories']);
        $this->assertSame('', ws_record_iso_time('not a time'));
    }

    public function testTheRetentionCutOff(): void
    {
        $utc = new DateTimeZone('UTC');
        $at = static fn(string $time): DateTimeImmutable => new DateTimeImmutable($time, $utc);
        $this->assertSame('2026-10-26 10:14:03', ws_retention_cutoff($at('2026-11-26 10:14:03'), 1));
        $this->assertSame('2025-11-26 10:14:03', ws_retention_cutoff($at('2026-11-26 10:14:03'), 12));
        // Month ends: a day the earlier month lacks becomes its last day.
        $this->assertSame('2026-02-28 00:00:00', ws_retention_cutoff($at('2026-03-31 00:00:00'), 1));
        $this->assertSame('2024-02-29 23:59:59', ws_retention_cutoff($at('2024-03-31 23:59:59'), 1));
        $this->assertSame('2026-04-30 12:00:00', ws_retention_cutoff($at('2026-05-31 12:00:00'), 1));
        $this->assertSame('2025-02-28 08:00:00', ws_retention_cutoff($at('2026-02-28 08:00:00'), 12));
        $this->assertSame('2023-02-28 08:00:00', ws_retention_cutoff($at('2024-02-29 08:00:00'), 12));
        $this->assertSame('2026-03-01 00:00:00', ws_retention_cutoff($at('2026-04-01 00:00:00'), 1));
        // Across years, and the longest retention the settings allow.
        $this->assertSame('2025-12-15 06:30:00', ws_retention_cutoff($at('2026-01-15 06:30:00'), 1));
        $this->assertSame('2025-11-30 06:30:00', ws_retention_cutoff($at('2026-01-31 06:30:00'), 2));
        $this->assertSame('2016-11-26 10:14:03', ws_retention_cutoff($at('2026-11-26 10:14:03'), 120));
        // Another time zone is counted in UTC: 1 March 00:30 in Berlin is 28 February 23:30 UTC.
        $this->assertSame('2026-01-28 23:30:00', ws_retention_cutoff(new DateTimeImmutable('2026-03-01 00:30:00', new DateTimeZone('Europe/Berlin')), 1));
    }

    public function testTheRetentionMustBeAtLeastAMonth(): void
    {
        $this->expectException(InvalidArgumentException::class);
        ws_retention_cutoff(new DateTimeImmutable('2026-11-26 10:14:03'), 0);
    }

    public function testTheRetentionSettingIsAPositiveWholeNumberOfMonths(): void
    {
        $this->assertSame(12, ws_record_retention_months(12));
        $this->assertSame(6, ws_record_retention_months('6'));
        $this->assertSame(12, ws_record_retention_months(0));
        $this->assertSame(12, ws_record_retention_months(-3));
        $this->assertSame(12, ws_record_retention_months('abc'));
        $this->assertSame(12, ws_record_retention_months(null));
        $this->assertSame(12, ws_record_retention_months(2.5));
    }

    public function testTheSearchTerm(): void
    {
        $this->assertSame('k3j4', ws_record_search_term(' k3j4 '));
        $this->assertSame('k3j4h5g6f7d8', ws_record_search_term('k3j4h5g6f7d8'));
        $this->assertNull(ws_record_search_term(''));
        $this->assertNull(ws_record_search_term('k3j%'));
        $this->assertNull(ws_record_search_term("k3' OR 1=1"));
        $this->assertNull(ws_record_search_term(str_repeat('a', 65)));
    }

    public function testCsvRowsArePlainWhenNothingNeedsQuoting(): void
    {
        $this->assertSame("a,b,3,,1\r\n", ws_csv_row(['a', 'b', 3, null, true]));
        $this->assertSame("\r\n", ws_csv_row(['']));
    }

    public function testCsvRowsQuoteCommasQuotesAndNewlines(): void
    {
        $this->assertSame("\"functional,statistics\",x\r\n", ws_csv_row(['functional,statistics', 'x']));
        $this->assertSame("\"say \"\"hi\"\"\"\r\n", ws_csv_row(['say "hi"']));
        $this->assertSame("\"two\nlines\",\"cr\rhere\",\"crlf\r\nend\"\r\n", ws_csv_row(["two\nlines", "cr\rhere", "crlf\r\nend"]));
        // What a reader of RFC 4180 makes of it.
        $fields = ['functional,statistics', 'say "hi"', "two\nlines", 'plain'];
        $stream = fopen('php://memory', 'w+');
        fwrite($stream, ws_csv_row($fields));
        rewind($stream);
        $this->assertSame($fields, fgetcsv($stream, null, ',', '"', ''));
    }

    public function testCsvRowsNeutraliseFormulas(): void
    {
        $this->assertSame("'=1+1,'+1,'-1,'@SUM(A1)\r\n", ws_csv_row(['=1+1', '+1', '-1', '@SUM(A1)']));
        $this->assertSame("'\tx,\"'\rx\"\r\n", ws_csv_row(["\tx", "\rx"]));
        $this->assertSame("\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\"\r\n", ws_csv_row(['=HYPERLINK("http://evil","x")']));
        $this->assertSame("'-k3j4h5g6\r\n", ws_csv_row(['-k3j4h5g6']));
        $this->assertSame("a=1,b-2\r\n", ws_csv_row(['a=1', 'b-2']));
    }

    public function testTheCsvFieldsOfARow(): void
    {
        $row = ws_record_to_row(ws_validate_record(self::body())['record'], '2026-11-26 10:14:03');
        $fields = ws_record_csv_fields($row, '2026-11-26T11:14:03+01:00');
        $this->assertCount(count(ws_record_csv_header()), $fields);
        $this->assertSame(
            "2026-11-26T10:14:03Z,2026-11-26T11:14:03+01:00,k3j4h5g6f7d8,save,\"functional,statistics\",\"preferences,marketing\",optin,eu,3,4\r\n",
            ws_csv_row($fields)
        );
        $this->assertSame("time_utc,time_site,consent_id,action,consented_categories,denied_categories,consenttype,region,policy_id,banner_version\r\n", ws_csv_row(ws_record_csv_header()));
    }
}
